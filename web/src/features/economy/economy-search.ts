/** The periods the economy page offers; the URL keeps the choice (this year without one). */
export const economyPeriods = ['thisMonth', 'lastMonth', 'thisYear', 'lastYear', 'last12Months', 'last3Years'] as const;
export type EconomyPeriodName = (typeof economyPeriods)[number];

/** The URL's period when it names one of them, else this year. */
export const economyPeriodOf = (value: string | undefined): EconomyPeriodName =>
  economyPeriods.find((p) => p === value) ?? 'thisYear';
