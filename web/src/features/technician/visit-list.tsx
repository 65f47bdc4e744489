import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import { zonedDate, zonedMidnight } from '@servio/domain/time';
import { EmptyState } from '../../components/states.tsx';
import { formatLongDate } from '../../lib/format/date-time.ts';
import { VisitCard, type ShownVisit } from './visit-card.tsx';

/** Visits by their Copenhagen day, in time order (the server's order); today first even when it has none. */
function byDay(visits: ShownVisit[], today: string): [string, ShownVisit[]][] {
  const days = new Map<string, ShownVisit[]>([[today, []]]);
  for (const visit of visits) {
    // A visit that began before today (still going) counts as today's.
    const day = visit.start && zonedDate(new Date(visit.start)) > today ? zonedDate(new Date(visit.start)) : today;
    days.set(day, [...(days.get(day) ?? []), visit]);
  }
  return [...days.entries()];
}

export function VisitList({ visits, today }: { visits: ShownVisit[]; today: string }) {
  const { t } = useTranslation();
  if (visits.length === 0) {
    return <EmptyState icon={CalendarCheck} title={t('technician.emptyTitle')} body={t('technician.emptyBody')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      {byDay(visits, today).map(([day, list]) => {
        const headingId = `panel-day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
              {day === today ? t('technician.today') : formatLongDate(zonedMidnight(day))}
            </h2>
            {list.length === 0 ? (
              <p className="text-sm text-muted">{t('technician.nothingToday')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((visit) => (
                  <li key={visit.id}>
                    <VisitCard visit={visit} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
