import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { CardSection } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { formatMoney } from '../../lib/format/index.ts';
import { useVisitAccess } from '../visits/index.ts';
import { BackToItems } from './back-to-items.tsx';
import { quantityWithUnit } from './item-columns.ts';
import { ItemForm } from './item-form.tsx';
import { ArchiveItemButton, DeleteItemButton } from './item-actions.tsx';
import { itemOptions, type ItemDetail } from './items-api.ts';

/**
 * One item: its details (prices only for whoever sees prices), and for administrators edit, archive and delete.
 * `stockSection` is where the item's stock (ledger, receive, move, count) is mounted.
 */
export function ItemPage({
  itemId,
  session,
  stockSection,
}: {
  itemId: string;
  session: MeAndSettings;
  stockSection?: (item: ItemDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const item = useQuery(itemOptions(itemId));
  const [editing, setEditing] = useState(false);
  const isAdmin = session.me.role === 'administrator';
  const stockEnabled = session.company?.enableItemStock === true;

  if (item.isPending) return <RecordPageLoading />;
  if (item.isError) {
    return (
      <RecordPageError
        error={item.error}
        notFoundTitle={t('items.notFoundTitle')}
        notFoundBody={t('items.notFoundBody')}
        back={<BackToItems />}
        onRetry={() => void item.refetch()}
      />
    );
  }

  const i = item.data;
  return (
    <Page>
      <BackToItems />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{i.name}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge>{i.sku}</Badge>
            {!i.active && <Badge tone="warning">{t('items.archivedBadge')}</Badge>}
          </div>
        </div>
        {isAdmin && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('items.edit')}
            </Button>
            <ArchiveItemButton item={i} />
            <DeleteItemButton item={i} />
          </div>
        )}
      </div>
      {editing ? (
        <ItemForm
          item={i}
          stockEnabled={stockEnabled}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="space-y-5">
          <ItemDetails item={i} session={session} stockEnabled={stockEnabled} />
          {stockEnabled && stockSection?.(i)}
        </div>
      )}
    </Page>
  );
}

function ItemDetails({
  item,
  session,
  stockEnabled,
}: {
  item: ItemDetail;
  session: MeAndSettings;
  stockEnabled: boolean;
}) {
  const { t } = useTranslation();
  const access = useVisitAccess(session);
  const dash = <span className="text-muted">—</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{value || dash}</dd>
    </div>
  );
  return (
    <>
      <CardSection title={t('items.sections.item')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(t('items.fields.sku'), item.sku)}
          {row(t('items.fields.unit'), t(`items.units.${item.unit}`))}
          {row(t('items.fields.group'), item.groupName)}
          {row(t('items.fields.barcode'), item.barcode && <span className="tabular-nums">{item.barcode}</span>)}
          {stockEnabled && row(t('items.fields.onHand'), quantityWithUnit(item.onHand, item.unit, t))}
          {stockEnabled &&
            row(t('items.fields.lowStockThreshold'), quantityWithUnit(item.lowStockThreshold, item.unit, t))}
          {row(t('items.fields.description'), item.description)}
        </dl>
      </CardSection>
      {access.canSeePrices && (
        <CardSection title={t('items.sections.prices')}>
          <dl className="divide-y divide-border text-[13px]">
            {row(t('items.fields.costPrice'), formatMoney(item.costPrice))}
            {row(t('items.fields.listPrice'), formatMoney(item.listPrice))}
            {row(
              t('items.fields.salesPrice'),
              <>
                {formatMoney(item.salesPrice)}
                {item.followsGroupPrice && item.groupName && (
                  <span className="ml-2 text-muted">{t('items.followsGroup', { group: item.groupName })}</span>
                )}
              </>,
            )}
          </dl>
        </CardSection>
      )}
    </>
  );
}
