import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PackageX, Plus } from 'lucide-react';
import { localToInstant, parseDate } from '@servio/domain/local-dates';
import { Page } from '../../components/page.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Label } from '../../components/label.tsx';
import { DateField } from '../../components/date-field.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { EmptyState } from '../../components/states.tsx';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { MaterialRentals } from './material-rentals.tsx';
import { RentableUnits } from './rentable-units.tsx';
import { RentalDialog } from './rental-dialog.tsx';
import { RentalList } from './rental-list.tsx';
import { rentableMaterialsOptions, rentalsOptions, unitLabel, type Rental } from './rentals-api.ts';
import type { RentalsSearch } from './rentals-search.ts';

/** A local date's start (from) or the next day's start (to, so the last day is included), as an instant. */
const dayStart = (date: string | undefined, nextDay = false) =>
  date ? localToInstant(parseDate(date) + (nextDay ? 1 : 0), 0).toISOString() : null;

/**
 * /admin/rentals: the rentable units with their next rentals, every rental paged by the server and filtered by unit,
 * customer and period (kept in the URL), and the chosen unit's calendar. Only with showRental.
 */
export function RentalsPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: RentalsSearch;
  onSearchChange: (patch: Partial<RentalsSearch>) => void;
}) {
  const { t } = useTranslation();
  const on = session.company?.showRental === true;
  const ids = { customer: useId(), from: useId(), to: useId() };
  const [editing, setEditing] = useState<{ rental: Rental | null; materialId: string | null } | null>(null);
  const units = useQuery({ ...rentableMaterialsOptions, enabled: on });
  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const rentals = useQuery({
    ...rentalsOptions({
      materialId: search.unit ?? null,
      customerId: search.customer ?? null,
      from: dayStart(search.from),
      to: dayStart(search.to, true),
      limit: size,
      offset: (page - 1) * size,
    }),
    enabled: on,
  });
  if (!on)
    return (
      <Page>
        <Card>
          <EmptyState icon={PackageX} title={t('rentals.disabledTitle')} body={t('rentals.disabledBody')} />
        </Card>
      </Page>
    );
  const filterCount = [search.unit, search.customer, search.from, search.to].filter(Boolean).length;
  const chosenUnit = units.data?.find((u) => u.material.id === search.unit)?.material;

  return (
    <Page wide>
      <ListToolbar
        actions={
          <Button onClick={() => setEditing({ rental: null, materialId: null })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('rentals.create')}
          </Button>
        }
      >
        <p className="text-[13px] text-muted">{t('rentals.intro')}</p>
      </ListToolbar>
      <div className="space-y-6">
        <RentableUnits
          chosen={search.unit}
          onCreate={(materialId) => setEditing({ rental: null, materialId })}
          onShowCalendar={(unit) => onSearchChange({ unit, page: undefined })}
        />
        <section className="space-y-3" aria-labelledby="rentals-list-title">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="rentals-list-title" className="text-[15px] font-semibold">
              {t('rentals.list.title')}
            </h2>
            {/* The filters as one group beside the heading (from md up), so the row keeps its four filters on one
                line at 1280 px; on a phone they fold behind "Filtre" as every list's. */}
            <div className="flex flex-wrap items-end gap-2 max-md:contents">
              <FilterDisclosure active={filterCount}>
                <FilterSelect
                  className="max-w-56"
                  label={t('rentals.filters.unit')}
                  defaultLabel={t('rentals.filters.unitAll')}
                  value={search.unit}
                  options={(units.data ?? []).map((u) => ({ value: u.material.id, label: unitLabel(u.material) }))}
                  onChange={(unit) => onSearchChange({ unit, page: undefined })}
                />
                <div className="min-w-48">
                  <Label htmlFor={ids.customer}>{t('rentals.filters.customer')}</Label>
                  <div className="mt-1.5">
                    <CustomerPicker
                      id={ids.customer}
                      compact
                      label={t('rentals.filters.customer')}
                      value={search.customer ?? null}
                      onChange={(c) => onSearchChange({ customer: c?.id, page: undefined })}
                    />
                  </div>
                </div>
                <div className="w-36">
                  <Label htmlFor={ids.from}>{t('rentals.filters.from')}</Label>
                  <DateField
                    id={ids.from}
                    className="mt-1.5"
                    label={t('rentals.filters.from')}
                    value={search.from ?? ''}
                    onChange={(from) => onSearchChange({ from: from || undefined, page: undefined })}
                  />
                </div>
                <div className="w-36">
                  <Label htmlFor={ids.to}>{t('rentals.filters.to')}</Label>
                  <DateField
                    id={ids.to}
                    className="mt-1.5"
                    label={t('rentals.filters.to')}
                    value={search.to ?? ''}
                    min={search.from}
                    onChange={(to) => onSearchChange({ to: to || undefined, page: undefined })}
                  />
                </div>
              </FilterDisclosure>
            </div>
          </div>
          <RentalList
            query={rentals}
            page={page}
            pageSize={size}
            onPaging={onSearchChange}
            onEdit={(rental) => setEditing({ rental, materialId: rental.material.id })}
            showUnit
            filtered={filterCount > 0}
          />
        </section>
        {search.unit && chosenUnit && (
          <section aria-label={unitLabel(chosenUnit)} className="space-y-2">
            <p className="text-[13px] text-muted">{unitLabel(chosenUnit)}</p>
            <MaterialRentals materialId={search.unit} />
          </section>
        )}
      </div>
      {editing && (
        <RentalDialog rental={editing.rental} materialId={editing.materialId} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
