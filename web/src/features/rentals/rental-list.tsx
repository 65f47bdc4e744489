import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarRange, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ServerTable, type PagingChange } from '../../components/server-table.tsx';
import { errorText } from '../../lib/reasons.ts';
import { formatMoney, formatPeriod } from '../../lib/format/index.ts';
import { toast } from '../../lib/toast.ts';
import { deleteRental, rentalsKey, unitLabel, type Rental } from './rentals-api.ts';

const periodOf = (r: Rental) => formatPeriod(r.startsAt, r.endsAt, '');

/**
 * Rentals as a server-paged table (a card each on a phone): unit (unless the list is one unit's), customer, period,
 * price, and edit and delete buttons named by the period.
 */
export function RentalList({
  query,
  page,
  pageSize,
  onPaging,
  onEdit,
  showUnit,
  filtered,
}: {
  query: Parameters<typeof ServerTable<Rental>>[0]['query'];
  page: number;
  pageSize: number;
  onPaging: (change: PagingChange) => void;
  onEdit: (rental: Rental) => void;
  showUnit: boolean;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Rental | null>(null);
  const th = 'px-4 py-2 text-left text-xs font-medium text-muted';
  return (
    <>
      <ServerTable
        query={query}
        caption={t('rentals.list.caption')}
        empty={{
          icon: CalendarRange,
          title: filtered ? t('rentals.list.noMatchesTitle') : t('rentals.list.emptyTitle'),
          body: filtered ? t('rentals.list.noMatchesBody') : t('rentals.list.emptyBody'),
        }}
        header={
          <>
            {showUnit && (
              <th scope="col" className={th}>
                {t('rentals.columns.unit')}
              </th>
            )}
            <th scope="col" className={th}>
              {t('rentals.columns.customer')}
            </th>
            <th scope="col" className={th}>
              {t('rentals.columns.period')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('rentals.columns.price')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('rentals.columns.actions')}</span>
            </th>
          </>
        }
        row={(r) => (
          <tr key={r.id}>
            {showUnit && <td className="px-4 py-2.5 font-medium">{unitLabel(r.material)}</td>}
            <td className="px-4 py-2.5">
              {r.customer?.name ?? <span className="text-muted">{t('rentals.noCustomer')}</span>}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums">{periodOf(r)}</td>
            <td className="whitespace-nowrap px-4 py-2.5 text-right tabular-nums">{formatMoney(r.price)}</td>
            <td className="px-4 py-1.5">
              <RowActions rental={r} onEdit={onEdit} onDelete={setDeleting} />
            </td>
          </tr>
        )}
        card={(r) => ({
          title: (
            <button type="button" className="text-left font-medium" onClick={() => onEdit(r)}>
              {showUnit ? unitLabel(r.material) : (r.customer?.name ?? t('rentals.noCustomer'))}
            </button>
          ),
          lines: [periodOf(r), showUnit ? r.customer?.name : null, formatMoney(r.price)],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onPaging}
      />
      {deleting && <DeleteRental rental={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function RowActions({
  rental,
  onEdit,
  onDelete,
}: {
  rental: Rental;
  onEdit: (r: Rental) => void;
  onDelete: (r: Rental) => void;
}) {
  const { t } = useTranslation();
  const period = periodOf(rental);
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('rentals.editNamed', { period })}
        onClick={() => onEdit(rental)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('rentals.deleteNamed', { period })}
        onClick={() => onDelete(rental)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function DeleteRental({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteRental(rental.id, rental.version),
    onSuccess: async () => {
      toast.success(t('rentals.deleted'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: rentalsKey });
    },
    onError: () => undefined, // shown in the dialog
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rentals.deleteTitle')}
      body={t('rentals.deleteBody', { period: periodOf(rental) })}
      error={mutation.error ? errorText(t, mutation.error) : undefined}
      confirmLabel={t('rentals.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
