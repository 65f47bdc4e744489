import { DayPicker } from 'react-day-picker';
import { da, enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './calendar-popup.css';
import type { FormatLanguage } from '../lib/format/index.ts';

/** A day of the calendar (local midnight) from YYYY-MM-DD, and back. */
const toDay = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const toIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The month grid behind a date field's calendar button, loaded only when first opened (react-day-picker and its
 * date-fns locales are most of the date field's weight). Monday first with ISO week numbers, in Danish or British
 * English; the arrow keys move by day, Page Up/Down by month, and the labels come from the locale.
 */
export default function CalendarPopup({
  value,
  min,
  max,
  language,
  onPick,
}: {
  /** The field's date (YYYY-MM-DD), or '' when none. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  language: FormatLanguage;
  onPick: (iso: string) => void;
}) {
  const selected = value ? toDay(value) : undefined;
  const disabled = [...(min ? [{ before: toDay(min) }] : []), ...(max ? [{ after: toDay(max) }] : [])];
  return (
    <DayPicker
      className="servio-calendar"
      mode="single"
      locale={language === 'da' ? da : enGB}
      ISOWeek
      showWeekNumber
      showOutsideDays
      autoFocus
      selected={selected}
      defaultMonth={selected ?? (min ? toDay(min) : undefined)}
      disabled={disabled}
      onSelect={(day) => {
        if (day) onPick(toIso(day));
      }}
    />
  );
}
