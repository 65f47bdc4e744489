import { defaultPageSize, pageSizes } from '../../components/page-sizes.ts';
import { isActionGroup, type ActionGroup } from './audit-actions.ts';
import { parseLocalDate } from '@servio/domain/time';

/** The log's filters and page, kept in the URL so a reload or a shared link shows the same entries. */
export interface AuditLogSearch {
  group?: ActionGroup;
  /** Part of the actor's email. */
  actor?: string;
  /** Copenhagen days, YYYY-MM-DD; both ends included. */
  from?: string;
  to?: string;
  page?: number;
  size?: number;
  /** Superadmin: one company's entries. */
  company?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateAuditLogSearch(s: Record<string, unknown>): AuditLogSearch {
  const page = Number(s.page);
  const size = Number(s.size);
  return {
    group: isActionGroup(s.group) ? s.group : undefined,
    actor: typeof s.actor === 'string' && s.actor.trim() ? s.actor.trim().slice(0, 254) : undefined,
    from: parseLocalDate(s.from),
    to: parseLocalDate(s.to),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) && size !== defaultPageSize ? size : undefined,
    company: typeof s.company === 'string' && uuid.test(s.company) ? s.company : undefined,
  };
}
