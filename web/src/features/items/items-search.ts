import type { ItemSort } from './item-columns.ts';
import { listSizeParam, pageParam } from '../../lib/search-params.ts';

/** The item list's state in the URL. */
export interface ItemsSearch {
  q?: string;
  page?: number;
  size?: number;
  sort?: ItemSort;
  dir?: 'asc' | 'desc';
  group?: string;
  /** Left out: active items only. */
  status?: 'archived' | 'all';
  /** Only items below their low-stock threshold. */
  low?: boolean;
}

export function validateItemsSearch(s: Record<string, unknown>): ItemsSearch {
  return {
    q: typeof s.q === 'string' && s.q.trim() ? s.q : undefined,
    page: pageParam(s.page),
    size: listSizeParam(s.size),
    sort: s.sort === 'sku' ? 'sku' : undefined,
    dir: s.dir === 'desc' ? 'desc' : undefined,
    group: typeof s.group === 'string' && s.group ? s.group : undefined,
    status: s.status === 'archived' || s.status === 'all' ? s.status : undefined,
    low: s.low === true || s.low === 'true' ? true : undefined,
  };
}
