import { useTranslation } from 'react-i18next';
import type { CalendarEmployee } from '@servio/domain/calendar-packed';
import type { CalendarVisit } from '../visits-api.ts';
import { employeeColourIndex } from './employee-colour.ts';

/** Up to this many initials badges on an event; more employees show as "+n". */
const shownBadges = 2;

export const employeeNames = (employees: CalendarEmployee[]) => employees.map((e) => e.name).join(', ');

/** The employees' initials in their colours, two at most and then "+n" (their names are in the event's own text). */
function EmployeeBadges({ employees }: { employees: CalendarEmployee[] }) {
  if (employees.length === 0) return null;
  const rest = employees.length - shownBadges;
  return (
    <span className="servio-ev-people" aria-hidden="true">
      {employees.slice(0, shownBadges).map((e) => (
        <span key={e.id} className={`servio-badge servio-person-${employeeColourIndex(e.id)}`}>
          {e.initials}
        </span>
      ))}
      {rest > 0 && <span className="servio-badge servio-badge-more">+{rest}</span>}
    </span>
  );
}

/**
 * A visit in the calendar: its employees' initials badges, the customer's name first (it wraps, and is cut with an
 * ellipsis only where the event ends) and then the case number and description. The time grid stacks them, a
 * narrow column (a phone's week) drops the time and the details; the month's one line keeps badges and name.
 * The whole text, names included, is the event's hover title.
 */
export function CalendarEventContent({
  visit,
  timeText,
  stacked,
  short,
}: {
  visit: CalendarVisit;
  timeText: string;
  /** The time grid (day and week): lines stacked in the event's box. Otherwise one line. */
  stacked: boolean;
  /** A short visit in the time grid: one line, as in the month. */
  short: boolean;
}) {
  const { t } = useTranslation();
  const name = visit.customerName || visit.description || t('visits.calendar.untitled');
  const details = [visit.caseNumber ? `#${visit.caseNumber}` : null, visit.customerName ? visit.description : null]
    .filter(Boolean)
    .join(' · ');
  const people = visit.employees.length > 0 && (
    <span className="sr-only">{t('visits.calendar.employees', { names: employeeNames(visit.employees) })}</span>
  );
  if (!stacked || short) {
    return (
      <span className="servio-ev servio-ev-line">
        <EmployeeBadges employees={visit.employees} />
        {timeText && <span className="servio-ev-time">{timeText}</span>}
        <span className="servio-ev-name">{name}</span>
        {details && <span className="sr-only">{details}</span>}
        {people}
      </span>
    );
  }
  return (
    <span className="servio-ev servio-ev-stack">
      <span className="servio-ev-head">
        {timeText && <span className="servio-ev-time">{timeText}</span>}
        <EmployeeBadges employees={visit.employees} />
      </span>
      <span className="servio-ev-name">{name}</span>
      {details && <span className="servio-ev-details">{details}</span>}
      {people}
    </span>
  );
}
