import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CalendarX2, MapPin } from 'lucide-react';
import { localToInstant } from '@servio/domain/local-dates';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatLongDate, formatTime } from '../../lib/format/index.ts';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';
import { agendaRange, groupByDay } from './agenda-days.ts';
import { agendaLimit, agendaOptions, type AgendaVisit } from './my-schedule-api.ts';

const addressOf = (visit: AgendaVisit) =>
  [visit.address.streetAddress, [visit.address.zipcode, visit.address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** Today and the coming days' own visits, by day: time, customer, address and status, each a link to its visit. */
export function ScheduleAgenda({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { from, to, today } = agendaRange(new Date());
  const agenda = useQuery(agendaOptions(userId, from, to));

  const dayLabel = (days: number) => {
    const date = formatLongDate(localToInstant(days, 12 * 60));
    if (days === today) return t('mySchedule.agenda.today', { date });
    if (days === today + 1) return t('mySchedule.agenda.tomorrow', { date });
    return date;
  };

  return (
    <section aria-labelledby="my-schedule-agenda">
      <Card className="overflow-hidden">
        <div className="border-b border-border px-5 py-3.5">
          <h2 id="my-schedule-agenda" className="text-[15px] font-semibold">
            {t('mySchedule.agenda.title')}
          </h2>
          <p className="mt-0.5 text-[13px] text-muted">{t('mySchedule.agenda.intro')}</p>
        </div>
        {agenda.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true" aria-label={t('mySchedule.agenda.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : agenda.isError ? (
          <EmptyState
            icon={AlertTriangle}
            tone="danger"
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(agenda.error))}
            action={
              <Button variant="secondary" onClick={() => void agenda.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : agenda.data.items.length === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={t('mySchedule.agenda.emptyTitle')}
            body={t('mySchedule.agenda.emptyBody')}
          />
        ) : (
          <div className="divide-y divide-border">
            {groupByDay(agenda.data.items).map((day) => (
              <section key={day.date} aria-labelledby={`agenda-day-${day.date}`} className="px-5 py-4">
                <h3 id={`agenda-day-${day.date}`} className="text-[13px] font-semibold first-letter:uppercase">
                  {dayLabel(day.days)}
                </h3>
                <ul className="mt-2 space-y-2">
                  {day.items.map((visit) => (
                    <AgendaItem key={visit.id} visit={visit} />
                  ))}
                </ul>
              </section>
            ))}
            {agenda.data.totalCount > agendaLimit && (
              <p className="px-5 py-3 text-[13px] text-muted">
                {t('mySchedule.agenda.more', { count: agenda.data.totalCount - agendaLimit })}
              </p>
            )}
          </div>
        )}
      </Card>
    </section>
  );
}

function AgendaItem({ visit }: { visit: AgendaVisit }) {
  const { t } = useTranslation();
  const address = addressOf(visit);
  const time = visit.start ? `${formatTime(visit.start)}${visit.end ? `–${formatTime(visit.end)}` : ''}` : '';
  return (
    // A phone: the time and the status on one line, the visit under them; wider: time, visit, status side by side.
    <li className="rounded-lg border border-border px-3 py-2.5 sm:flex sm:items-start sm:gap-4">
      <div className="flex items-center justify-between gap-2 sm:w-24 sm:shrink-0 sm:pt-0.5">
        <span className="text-[13px] tabular-nums text-muted">{time}</span>
        <span className="sm:hidden">
          <VisitStatusBadge status={visit.status} />
        </span>
      </div>
      <div className="mt-1 min-w-0 flex-1 sm:mt-0">
        <Link
          to="/admin/visits/$visitId"
          params={{ visitId: visit.id }}
          className="font-medium text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visit.customer?.name ?? t('mySchedule.agenda.noCustomer')}{' '}
          <span className="ml-0.5 text-[13px] font-normal tabular-nums text-muted">#{visit.caseNumber}</span>
        </Link>
        {address && (
          <p className="mt-0.5 flex items-start gap-1 text-[13px] text-muted">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('mySchedule.agenda.address')}: </span>
            {address}
          </p>
        )}
        {visit.description && <p className="mt-0.5 line-clamp-2 text-[13px] text-muted">{visit.description}</p>}
      </div>
      <span className="hidden sm:block">
        <VisitStatusBadge status={visit.status} />
      </span>
    </li>
  );
}
