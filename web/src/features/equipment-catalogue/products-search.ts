import { listSizeParam, pageParam } from '../../lib/search-params.ts';

/** The product list's state in the URL. */
export interface ProductsSearch {
  q?: string;
  page?: number;
  size?: number;
  category?: string;
}

export function validateProductsSearch(s: Record<string, unknown>): ProductsSearch {
  return {
    q: typeof s.q === 'string' && s.q.trim() ? s.q : undefined,
    page: pageParam(s.page),
    size: listSizeParam(s.size),
    category: typeof s.category === 'string' && s.category ? s.category : undefined,
  };
}
