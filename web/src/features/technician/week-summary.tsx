import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { zonedDate } from '@servio/domain/time';
import { NetworkError } from '../../lib/errors.ts';
import { formatDuration } from '../../lib/format/date-time.ts';
import { interfaceLanguage } from '../../lib/format/language.ts';
import { request } from '../../lib/graphql.ts';
import type { QueuedAction } from './offline-db.ts';
import { panelWeekQuery, type PanelWeek } from './panel-api.ts';
import { pendingMinutesByDay } from './time-entry.ts';
import { panelWeekKey } from './use-panel.ts';
import './time-texts.ts';

/** The week as last read, per person, so the hours show offline like the visits (a few hundred bytes). */
const storageKey = (userId: string) => `servio-panel-week:${userId}`;

function readKept(userId: string, date: string): PanelWeek | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as PanelWeek | null;
    return kept?.days.some((d) => d.date === date) ? kept : null;
  } catch {
    return null;
  }
}

function usePanelWeek(userId: string) {
  const today = zonedDate(new Date());
  return useQuery({
    queryKey: [...panelWeekKey, userId, today],
    networkMode: 'always',
    retry: false,
    staleTime: 30_000,
    queryFn: async (): Promise<PanelWeek | null> => {
      try {
        const { timesheetWeek } = await request(panelWeekQuery, { date: today });
        try {
          localStorage.setItem(storageKey(userId), JSON.stringify(timesheetWeek));
        } catch {
          // Not keeping it only costs the offline view.
        }
        return timesheetWeek;
      } catch (error) {
        if (error instanceof NetworkError) return readKept(userId, today);
        throw error;
      }
    },
  });
}

const weekday = (date: string) =>
  new Intl.DateTimeFormat(interfaceLanguage() === 'en' ? 'en-GB' : 'da-DK', { weekday: 'short', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace('.', '');

/**
 * "Min uge" on the panel's list (issue 14): the ISO week's hours against the norm, per day, from timesheetWeek,
 * with registrations still in the queue counted as waiting. Lazily loaded: the list's first screen does not wait.
 */
export default function WeekSummary({ userId, actions }: { userId: string; actions: QueuedAction[] }) {
  const { t } = useTranslation();
  const query = usePanelWeek(userId);
  const pending = useMemo(() => pendingMinutesByDay(actions), [actions]);
  const week = query.data;
  if (!week) {
    // Never read on this device (first time offline): the waiting hours still show, the week when it can be read.
    const waiting = [...pending.values()].reduce((sum, m) => sum + m, 0);
    if (waiting === 0) return null;
    return (
      <section aria-labelledby="panel-week" className="rounded-xl border border-border bg-surface p-4">
        <h2 id="panel-week" className="text-sm font-semibold">
          {t('technicianTime.week.headingPlain')}
        </h2>
        <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('technicianTime.week.pending', { hours: formatDuration(waiting) })}
        </p>
        <p className="text-sm text-muted">{t('technicianTime.week.notRead')}</p>
      </section>
    );
  }
  const pendingInWeek = week.days.reduce((sum, d) => sum + (pending.get(d.date) ?? 0), 0);
  return (
    <section aria-labelledby="panel-week" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="panel-week" className="text-sm font-semibold">
        {t('technicianTime.week.heading', { week: week.isoWeek })}
      </h2>
      <p className="mt-1 text-base font-medium tabular-nums">
        {t('technicianTime.week.total', {
          hours: formatDuration(week.minutes),
          norm: formatDuration(week.normMinutes),
        })}
      </p>
      {pendingInWeek > 0 && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {t('technicianTime.week.pending', { hours: formatDuration(pendingInWeek) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-7 gap-1 text-center text-xs tabular-nums">
        {week.days.map((day) => {
          const waiting = pending.get(day.date) ?? 0;
          return (
            <div key={day.date} className="flex flex-col gap-0.5">
              <dt className="text-muted">{weekday(day.date)}</dt>
              <dd className="font-medium">{formatDuration(day.minutes)}</dd>
              {waiting > 0 && (
                <dd className="text-amber-800 dark:text-amber-300">
                  <span className="sr-only">{t('technicianTime.week.pendingDay')} </span>+{formatDuration(waiting)}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
