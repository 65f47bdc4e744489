import { useTranslation } from 'react-i18next';
import { CalendarCheck } from 'lucide-react';
import { zonedDate, zonedMidnight } from '@servio/domain/time';
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
    return (
      <div className="flex flex-col items-center px-6 py-14 text-center">
        <CalendarCheck className="mb-4 size-8 text-muted" aria-hidden="true" />
        <h2 className="text-[15px] font-semibold">{t('technician.emptyTitle')}</h2>
        <p className="mt-1.5 max-w-md text-[13px] text-muted">{t('technician.emptyBody')}</p>
      </div>
    );
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
