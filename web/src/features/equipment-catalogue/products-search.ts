/** The product list's state in the URL. */
export interface ProductsSearch {
  q?: string;
  page?: number;
  size?: number;
  category?: string;
}

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

export function validateProductsSearch(s: Record<string, unknown>): ProductsSearch {
  return {
    q: typeof s.q === 'string' && s.q.trim() ? s.q : undefined,
    page: positive(s.page),
    size: [25, 100, 200].includes(Number(s.size)) ? Number(s.size) : undefined,
    category: typeof s.category === 'string' && s.category ? s.category : undefined,
  };
}
