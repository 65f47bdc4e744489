import { defaultPageSize, pageSizes } from '../../lib/page-sizes.ts';
import { mailStatuses, mailTypes, type MailStatus } from './mail-api.ts';
import type { MailLogSearch } from './mail-log-view.tsx';

/** The email log's filters and page from the URL, anything else dropped. */
export function validateMailLogSearch(s: Record<string, unknown>): MailLogSearch {
  const page = Number(s.page);
  const size = Number(s.size);
  return {
    status: mailStatuses.includes(s.status as MailStatus) ? (s.status as MailStatus) : undefined,
    type: (mailTypes as readonly unknown[]).includes(s.type) ? (s.type as string) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) && size !== defaultPageSize ? size : undefined,
  };
}
