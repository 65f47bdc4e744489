import { materialServiceStatuses, type MaterialServiceStatus } from '@servio/domain/material-service';

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
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const date = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export function validateMaterialsSearch(s: Record<string, unknown>): MaterialsSearch {
  return {
    q: text(s.q),
    page: positive(s.page),
    size: [25, 100, 200].includes(Number(s.size)) ? Number(s.size) : undefined,
    status: (materialServiceStatuses as readonly unknown[]).includes(s.status)
      ? (s.status as MaterialServiceStatus)
      : undefined,
    category: text(s.category),
    cust: text(s.cust),
    zip: text(s.zip),
    dueFrom: date(s.dueFrom),
    dueTo: date(s.dueTo),
    archived: s.archived === true || s.archived === 'true' ? true : undefined,
    dir: s.dir === 'desc' ? 'desc' : undefined,
  };
}
