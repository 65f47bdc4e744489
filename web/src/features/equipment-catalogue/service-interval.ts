import type { TFunction } from 'i18next';

/**
 * A product's service interval as the lists show it: its own months ("12 mdr."), or the company's when it has none
 * ("Firmaets (12 mdr.)"), so nobody reads an empty cell as "never".
 */
export function serviceIntervalText(t: TFunction, own: number | null, companyMonths: number): string {
  return own === null
    ? t('equipment.interval.company', { months: companyMonths })
    : t('equipment.interval.months', { months: own });
}
