import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { Button } from '../components/button.tsx';
import { TimeField } from '../components/time-field.tsx';
import { FieldError } from '../components/field-error.tsx';
import { defaultPeriod, maxPeriodsPerDay, type HoursPeriod, type HoursPlace, type HoursRow } from './weekly-hours.ts';

/**
 * Working hours per weekday (Monday first): open or closed, and one or more periods from–to in 24-hour time (a lunch
 * break is two periods). The company's booking settings and an employee's own hours share it. `error` is shown under
 * the period it names, or under the day when it names none.
 *
 * Adding a period moves the focus to its first field and removing one moves it to the day's add button, so a
 * keyboard or screen-reader user is never left on a button that is gone. The first period keeps the labels "Mandag
 * fra/til"; the others name their number.
 */
export function WeeklyHoursEditor({
  legend,
  rows,
  onChange,
  error,
}: {
  legend: string;
  rows: HoursRow[];
  onChange: (rows: HoursRow[]) => void;
  error?: (HoursPlace & { message: string }) | null;
}) {
  const { t } = useTranslation();
  const fields = useRef(new Map<string, HTMLElement | null>());
  // The element to focus once the parent has rendered the change (it is not there yet when the click is handled).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    fields.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const focusSoon = (key: string) => {
    pendingFocus.current = key;
  };
  const setRow = (weekday: number, patch: Partial<HoursRow>) =>
    onChange(rows.map((row, i) => (i === weekday ? { ...row, ...patch } : row)));
  const setPeriod = (weekday: number, period: number, patch: Partial<HoursPeriod>) =>
    setRow(weekday, { periods: rows[weekday]!.periods.map((p, i) => (i === period ? { ...p, ...patch } : p)) });
  const addPeriod = (weekday: number) => {
    const periods = rows[weekday]!.periods;
    setRow(weekday, { periods: [...periods, nextPeriod(periods)] });
    focusSoon(`${weekday}-${periods.length}-from`);
  };
  const removePeriod = (weekday: number, period: number) => {
    setRow(weekday, { periods: rows[weekday]!.periods.filter((_, i) => i !== period) });
    focusSoon(`${weekday}-add`);
  };

  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-[13px] font-medium">{legend}</legend>
      {rows.map((row, weekday) => {
        const day = t(`booking.hours.weekdays.${weekday}`);
        const dayError = error?.weekday === weekday ? error : null;
        const errorId = `hours-error-${weekday}`;
        return (
          <div key={weekday} role="group" aria-label={day}>
            <div className="grid grid-cols-[8rem_1fr] items-start gap-2">
              <label className="flex min-h-8 items-center gap-2 text-[13px]">
                <input
                  type="checkbox"
                  checked={row.open}
                  aria-label={t('booking.hours.day', { day })}
                  onChange={(e) => setRow(weekday, { open: e.target.checked })}
                />
                {day}
              </label>
              {row.open ? (
                <div className="space-y-1.5">
                  {row.periods.map((period, index) => {
                    const n = index + 1;
                    const invalid = dayError != null && (dayError.period === undefined || dayError.period === index);
                    const describedBy = invalid ? errorId : undefined;
                    return (
                      <div key={index} className="grid grid-cols-[6rem_6rem_auto] items-start gap-2">
                        <TimeField
                          ref={(el) => void fields.current.set(`${weekday}-${index}-from`, el)}
                          aria-label={
                            index === 0 ? t('booking.hours.from', { day }) : t('booking.hours.periodFrom', { day, n })
                          }
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                          value={period.from}
                          onChange={(from) => setPeriod(weekday, index, { from })}
                        />
                        <TimeField
                          aria-label={
                            index === 0 ? t('booking.hours.to', { day }) : t('booking.hours.periodTo', { day, n })
                          }
                          aria-invalid={invalid}
                          aria-describedby={describedBy}
                          value={period.to}
                          onChange={(to) => setPeriod(weekday, index, { to })}
                        />
                        {row.periods.length > 1 && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('booking.hours.removePeriodFor', { day, n })}
                            onClick={() => removePeriod(weekday, index)}
                          >
                            <X aria-hidden className="size-3.5" />
                            {t('booking.hours.removePeriod')}
                          </Button>
                        )}
                      </div>
                    );
                  })}
                  {row.periods.length < maxPeriodsPerDay && (
                    <Button
                      variant="ghost"
                      size="sm"
                      ref={(el) => void fields.current.set(`${weekday}-add`, el)}
                      aria-label={t('booking.hours.addPeriodFor', { day })}
                      onClick={() => addPeriod(weekday)}
                    >
                      <Plus aria-hidden className="size-3.5" />
                      {t('booking.hours.addPeriod')}
                    </Button>
                  )}
                </div>
              ) : (
                <span className="flex min-h-8 items-center text-[13px] text-muted">{t('booking.hours.closed')}</span>
              )}
            </div>
            {dayError && <FieldError id={errorId} message={dayError.message} />}
          </div>
        );
      })}
    </fieldset>
  );
}

/** A new period after the day's last: an hour after it ends, as long as the default, within the day. */
function nextPeriod(periods: HoursPeriod[]): HoursPeriod {
  const last = periods.at(-1);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (!last || !/^\d{2}:\d{2}$/.test(last.to)) return { ...defaultPeriod };
  const start = Math.min(minutes(last.to) + 60, 23 * 60);
  const end = Math.min(start + 2 * 60, 24 * 60 - 1);
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { from: hhmm(start), to: hhmm(end) };
}
