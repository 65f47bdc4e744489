import type { VisitStatus } from '@servio/domain';

/**
 * The feed's few words, in the owner's language (a phone's calendar shows them as they are). The web's catalogs are
 * not on the server; these mirror web/src/locales/{da,en}/visitStatus.json.
 */
export const feedTexts = {
  da: {
    calendarName: (company: string) => `Mit program – ${company}`,
    caseNumber: (n: number) => `Sag #${n}`,
    status: 'Status',
    price: 'Pris',
    untitled: 'Besøg',
    statuses: {
      not_scheduled: 'Ikke planlagt',
      scheduled: 'Planlagt',
      current: 'I gang',
      completed: 'Afsluttet',
      done: 'Udført',
    } satisfies Record<VisitStatus, string>,
    money: new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }),
  },
  en: {
    calendarName: (company: string) => `My schedule – ${company}`,
    caseNumber: (n: number) => `Case #${n}`,
    status: 'Status',
    price: 'Price',
    untitled: 'Visit',
    statuses: {
      not_scheduled: 'Not scheduled',
      scheduled: 'Scheduled',
      current: 'In progress',
      completed: 'Completed',
      done: 'Done',
    } satisfies Record<VisitStatus, string>,
    money: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'DKK' }),
  },
} as const;

export type FeedTexts = (typeof feedTexts)['da' | 'en'];
