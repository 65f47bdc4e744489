import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Plus, Wrench } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { CardSection } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatPeriod } from '../../lib/format/index.ts';
import { cn } from '../../lib/cn.ts';
import { rentableMaterialsOptions, unitLabel } from './rentals-api.ts';

/**
 * The company's rentable units with their next three rentals; per unit a new rental and its calendar (the chosen
 * unit is marked: its calendar shows under the list).
 */
export function RentableUnits({
  chosen,
  onCreate,
  onShowCalendar,
}: {
  chosen: string | undefined;
  onCreate: (materialId: string) => void;
  onShowCalendar: (materialId: string) => void;
}) {
  const { t } = useTranslation();
  const units = useQuery(rentableMaterialsOptions);
  return (
    <CardSection title={t('rentals.units.title')}>
      {units.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : units.isError ? (
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(units.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void units.refetch()}
        />
      ) : units.data.length === 0 ? (
        <EmptyState icon={Wrench} title={t('rentals.units.emptyTitle')} body={t('rentals.units.emptyBody')} />
      ) : (
        <ul className="divide-y divide-border" aria-label={t('rentals.units.caption')}>
          {units.data.map(({ material, upcomingRentals }) => {
            const name = unitLabel(material);
            return (
              <li
                key={material.id}
                className={cn(
                  'flex flex-wrap items-start justify-between gap-3 py-3',
                  chosen === material.id && 'rounded-lg bg-accent/5 px-2',
                )}
              >
                <div className="min-w-0">
                  <p className="text-[13px] font-medium">{name}</p>
                  {upcomingRentals.length === 0 ? (
                    <p className="text-[13px] text-muted">{t('rentals.units.noUpcoming')}</p>
                  ) : (
                    <ul className="mt-1 space-y-0.5 text-[13px] text-muted">
                      {upcomingRentals.map((r) => (
                        <li key={r.id} className="tabular-nums">
                          {formatPeriod(r.startsAt, r.endsAt, '')} · {r.customer?.name ?? t('rentals.noCustomer')}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    aria-pressed={chosen === material.id}
                    aria-label={t('rentals.units.calendar', { name })}
                    onClick={() => onShowCalendar(material.id)}
                  >
                    <CalendarDays className="size-4" aria-hidden="true" />
                    {t('rentals.units.calendarButton')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('rentals.createNamed', { name })}
                    onClick={() => onCreate(material.id)}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                    {t('rentals.create')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </CardSection>
  );
}
