import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatMoney, formatPercent, formatQuantity } from '../../lib/format/index.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { AddLineForm } from './add-line-form.tsx';
import { EditLineDialog } from './edit-line-dialog.tsx';
import { useLineChanges } from './use-line-changes.ts';
import { visitLinesOptions, type VisitLine } from './visit-lines-api.ts';

/** A unit as the catalog names it (stk. → pcs), the code itself when unknown. */
export function useUnitText() {
  const { t, i18n } = useTranslation();
  return (unit: string) => (i18n.exists(`visitLines.units.${unit}`) ? t(`visitLines.units.${unit}`) : unit);
}

/**
 * "Materialer" on the office visit page: the visit's lines, the total the server keeps (price plus lines), adding by
 * item search or free text, changing and removing. Read-only with a note once the visit is invoiced; prices only for
 * whoever sees them (the server sends none to anyone else).
 */
export function VisitMaterials({ visitId, prices, canEdit }: { visitId: string; prices: boolean; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(visitLinesOptions(visitId));
  const unitText = useUnitText();
  const { remove } = useLineChanges();
  const [editing, setEditing] = useState<VisitLine | null>(null);
  const [removing, setRemoving] = useState<VisitLine | null>(null);

  let body;
  if (query.isPending) body = <p className="text-[13px] text-muted">{t('visitLines.loading')}</p>;
  else if (query.isError)
    body = (
      <div role="alert" className="flex items-center gap-3 text-[13px]">
        <span>{t('visitLines.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('visitLines.retry')}
        </Button>
      </div>
    );
  else {
    const visit = query.data;
    const locked = visit.invoiced;
    const changeable = (line: VisitLine) => canEdit && !locked && line.mayChange;
    body = (
      <div className="flex flex-col gap-3">
        {locked && (
          <p role="note" className="rounded-md bg-surface-muted p-2.5 text-[13px]">
            {t('visitLines.invoicedNote')}
          </p>
        )}
        {visit.lines.length === 0 ? (
          <p className="text-[13px] text-muted">{t('visitLines.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-[13px]" aria-label={t('visitLines.title')}>
              <thead className="text-left text-muted">
                <tr>
                  <th className="py-1.5 pr-3 font-medium">{t('visitLines.columns.description')}</th>
                  <th className="py-1.5 pr-3 font-medium">{t('visitLines.columns.sku')}</th>
                  <th className="py-1.5 pr-3 text-right font-medium">{t('visitLines.columns.quantity')}</th>
                  {prices && (
                    <>
                      <th className="py-1.5 pr-3 text-right font-medium">{t('visitLines.columns.unitPrice')}</th>
                      <th className="py-1.5 pr-3 text-right font-medium">{t('visitLines.columns.discount')}</th>
                      <th className="py-1.5 pr-3 text-right font-medium">{t('visitLines.columns.total')}</th>
                    </>
                  )}
                  <th className="py-1.5 font-medium">
                    <span className="sr-only">{t('visitLines.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {visit.lines.map((line) => (
                  <tr key={line.id}>
                    <td className="py-2 pr-3">{line.description}</td>
                    <td className="py-2 pr-3 text-muted">{line.sku}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatQuantity(line.quantity)} {unitText(line.unit)}
                    </td>
                    {prices && (
                      <>
                        <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(line.unitPrice)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {line.discountBp ? formatPercent(line.discountBp) : ''}
                        </td>
                        <td className="py-2 pr-3 text-right font-medium tabular-nums">{formatMoney(line.total)}</td>
                      </>
                    )}
                    <td className="py-1 text-right whitespace-nowrap">
                      {changeable(line) && (
                        <>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`${t('visitLines.edit.action')}: ${line.description}`}
                            onClick={() => setEditing(line)}
                          >
                            <Pencil className="size-4" aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`${t('visitLines.remove.action')}: ${line.description}`}
                            onClick={() => setRemoving(line)}
                          >
                            <Trash2 className="size-4" aria-hidden="true" />
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {visit.totalPrice !== null && (
          <p
            className="flex justify-between border-t border-border pt-2 text-[13px] font-semibold"
            data-testid="visit-total"
          >
            <span>{t('visitLines.total')}</span>
            <span className="tabular-nums">{formatMoney(visit.totalPrice)}</span>
          </p>
        )}
        {canEdit && !locked && <AddLineForm visitId={visitId} prices={prices} />}
      </div>
    );
  }

  return (
    <CardSection title={t('visitLines.title')}>
      {body}
      {editing && <EditLineDialog line={editing} prices={prices} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('visitLines.remove.title')}
          body={t('visitLines.remove.body', { description: removing.description })}
          confirmLabel={t('visitLines.remove.confirm')}
          cancelLabel={t('visitLines.edit.cancel')}
          closeLabel={t('visitLines.close')}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => toast.success(t('visitLines.remove.removed')),
              onError: (error) => toast.error(errorText(t, error)),
              onSettled: () => setRemoving(null),
            })
          }
        />
      )}
    </CardSection>
  );
}
