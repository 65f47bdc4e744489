import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { formatDateTime, formatQuantity } from '../../lib/format/index.ts';
import { itemStockOptions, ledgerPageSize, type StockOperation } from './stock-api.ts';
import { StockDialog } from './stock-dialog.tsx';

const operations: StockOperation[] = ['receive', 'move', 'count', 'correct'];

/**
 * An item's stock (issue #15, decisions/0019): the quantity on hand per location (the ledger's sums; below zero
 * flagged), the ledger newest first, and the four operations. For the item page; /admin/stock/<itemId> shows it too.
 */
export function ItemStockSection({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [operation, setOperation] = useState<StockOperation | null>(null);
  const query = useQuery(itemStockOptions(itemId, offset));
  const unit = (code: string) => (i18n.exists(`visitLines.units.${code}`) ? t(`visitLines.units.${code}`) : code);
  const place = (employeeName: string | null) =>
    employeeName ? t('stock.van', { name: employeeName }) : t('stock.mainStock');

  if (query.isPending) return <CardSection title={t('stock.title')}>{t('stock.loading')}</CardSection>;
  if (query.isError)
    return (
      <CardSection title={t('stock.title')}>
        <div role="alert" className="flex items-center gap-3 text-[13px]">
          <span>{t('stock.loadError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('stock.retry')}
          </Button>
        </div>
      </CardSection>
    );
  const stock = query.data;
  const q = (milli: number) => `${formatQuantity(milli)} ${unit(stock.unit)}`;
  const { items, totalCount } = stock.movements;
  return (
    <CardSection
      title={t('stock.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          {operations.map((op) => (
            <Button key={op} variant="secondary" size="sm" onClick={() => setOperation(op)}>
              {t(`stock.actions.${op}`)}
            </Button>
          ))}
        </div>
      }
    >
      <div className="flex flex-col gap-5 text-[13px]">
        <table className="w-full" aria-label={t('stock.locations.heading')}>
          <thead className="text-left text-muted">
            <tr>
              <th className="py-1.5 pr-3 font-medium">{t('stock.locations.location')}</th>
              <th className="py-1.5 text-right font-medium">{t('stock.locations.quantity')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {stock.locations.map((l) => (
              <tr key={l.employeeId ?? 'main'}>
                <td className="py-2 pr-3">{place(l.employeeName)}</td>
                <td className="py-2 text-right tabular-nums">
                  {l.belowZero && (
                    <Badge tone="danger" className="mr-2">
                      {t('stock.belowZero')}
                    </Badge>
                  )}
                  {q(l.quantity)}
                </td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className="py-2 pr-3">{t('stock.total')}</td>
              <td className="py-2 text-right tabular-nums">
                {stock.low && (
                  <Badge tone="warning" className="mr-2">
                    {t('stock.low')}
                  </Badge>
                )}
                {q(stock.totalQuantity)}
              </td>
            </tr>
          </tbody>
        </table>
        <div>
          <h3 className="mb-2 font-semibold">{t('stock.ledger.heading')}</h3>
          {items.length === 0 ? (
            <p className="text-muted">{t('stock.ledger.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full" aria-label={t('stock.ledger.heading')}>
                <thead className="text-left text-muted">
                  <tr>
                    <th className="py-1.5 pr-3 font-medium">{t('stock.ledger.when')}</th>
                    <th className="py-1.5 pr-3 font-medium">{t('stock.ledger.kind')}</th>
                    <th className="py-1.5 pr-3 font-medium">{t('stock.ledger.location')}</th>
                    <th className="py-1.5 pr-3 text-right font-medium">{t('stock.ledger.quantity')}</th>
                    <th className="py-1.5 pr-3 font-medium">{t('stock.ledger.who')}</th>
                    <th className="py-1.5 pr-3 font-medium">{t('stock.ledger.visit')}</th>
                    <th className="py-1.5 font-medium">{t('stock.ledger.note')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {items.map((m) => (
                    <tr key={m.id}>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                      <td className="py-2 pr-3">{t(`stock.kinds.${m.kind}`)}</td>
                      <td className="py-2 pr-3">{place(m.employeeName)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{q(m.quantity)}</td>
                      <td className="py-2 pr-3">{m.createdByName}</td>
                      <td className="py-2 pr-3">
                        {m.visitId && (
                          <Link
                            to="/admin/visits/$visitId"
                            params={{ visitId: m.visitId }}
                            className="text-accent hover:underline"
                          >
                            {t('stock.ledger.visitNumber', { number: m.visitCaseNumber })}
                          </Link>
                        )}
                      </td>
                      <td className="py-2">{m.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {totalCount > ledgerPageSize && (
            <div className="mt-2 flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - ledgerPageSize))}
              >
                ←
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + ledgerPageSize >= totalCount}
                onClick={() => setOffset(offset + ledgerPageSize)}
              >
                →
              </Button>
            </div>
          )}
        </div>
      </div>
      {operation && <StockDialog itemId={itemId} operation={operation} onClose={() => setOperation(null)} />}
    </CardSection>
  );
}
