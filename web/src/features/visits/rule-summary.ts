import type { TFunction } from 'i18next';

interface Rule {
  frequency: string;
  interval: number;
  weekdays?: readonly string[] | null;
  dayOfMonth?: number | null;
  ordinal?: number | null;
  ordinalWeekday?: string | null;
  count?: number | null;
  until?: string | null;
}

/** 'Hver 2. uge: mandag, torsdag · 10 gange' in the user's language. */
export function ruleSummary(t: TFunction, rule: Rule): string {
  const parts = [t(`visits.rule.every.${rule.frequency}`, { count: rule.interval })];
  if (rule.weekdays?.length) parts.push(rule.weekdays.map((d) => t(`visits.recurrence.weekdayNames.${d}`)).join(', '));
  if (rule.ordinal && rule.ordinalWeekday) {
    parts.push(
      t('visits.rule.ordinal', {
        ordinal: t(`visits.recurrence.ordinals.${rule.ordinal}`),
        weekday: t(`visits.recurrence.weekdayNames.${rule.ordinalWeekday}`),
      }),
    );
  } else if (rule.dayOfMonth) parts.push(t('visits.rule.dayOfMonth', { day: rule.dayOfMonth }));
  const head = parts.join(': ');
  if (rule.count) return `${head} · ${t('visits.rule.count', { count: rule.count })}`;
  if (rule.until) return `${head} · ${t('visits.rule.until', { date: rule.until.split('-').reverse().join('.') })}`;
  return `${head} · ${t('visits.rule.never')}`;
}
