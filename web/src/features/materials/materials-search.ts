import { materialServiceStatuses, type MaterialServiceStatus } from '@servio/domain/material-service-status';
import { dateParam, listSizeParam, pageParam, textParam } from '../../lib/search-params.ts';

/** The materials list's state in the URL. */
export interface MaterialsSearch {
  q?: string;
  page?: number;
  size?: number;
  status?: MaterialServiceStatus;
  category?: string;
  cust?: string;
  zip?: string;
  /** Next service in this period (YYYY-MM-DD, both ends included). */
  dueFrom?: string;
  dueTo?: string;
  archived?: boolean;
  dir?: 'asc' | 'desc';
  /** Left out: the table. */
  layout?: 'map';
}

export function validateMaterialsSearch(s: Record<string, unknown>): MaterialsSearch {
  return {
    q: textParam(s.q),
    page: pageParam(s.page),
    size: listSizeParam(s.size),
    status: (materialServiceStatuses as readonly unknown[]).includes(s.status)
      ? (s.status as MaterialServiceStatus)
      : undefined,
    category: textParam(s.category),
    cust: textParam(s.cust),
    zip: textParam(s.zip),
    dueFrom: dateParam(s.dueFrom),
    dueTo: dateParam(s.dueTo),
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
    dir: s.dir === 'desc' ? 'desc' : undefined,
    layout: s.layout === 'map' ? 'map' : undefined,
  };
}
