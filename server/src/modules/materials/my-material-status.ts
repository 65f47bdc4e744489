import { dueThrough } from '@servio/domain';

/**
 * A unit's service as its customer is told it (the portal, issue #20): none (no next service), overdue (its date has
 * passed), dueSoon (within the company's reminder window, the same window the office's "due" uses), ok. The office's
 * statuses (a reminder unsent, a visit planning it) are the office's business and stay out.
 */
export const myMaterialServiceStatuses = ['none', 'ok', 'dueSoon', 'overdue'] as const;
export type MyMaterialServiceStatus = (typeof myMaterialServiceStatuses)[number];

export function myMaterialServiceStatus(
  nextServiceOn: string | null,
  today: string,
  daysBefore: number,
): MyMaterialServiceStatus {
  if (nextServiceOn === null) return 'none';
  if (nextServiceOn < today) return 'overdue';
  return nextServiceOn <= dueThrough(today, daysBefore) ? 'dueSoon' : 'ok';
}
