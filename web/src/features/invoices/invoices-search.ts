import { defaultPageSize, pageSizes } from '../../lib/page-sizes.ts';

// Kept apart from invoices-api.ts: the route validates its search with this file in the app's first bundle, which
// must not carry the invoices' GraphQL documents (the sign-in page's budget).

/** The list's state filter: a state, or overdue (issued and past its due date), as the server's InvoiceFilter. */
export const invoiceFilters = ['draft', 'issued', 'paid', 'credited', 'overdue'] as const;
export type InvoiceFilter = (typeof invoiceFilters)[number];

/** The page's tabs: the invoices, and the finished visits ready to invoice. */
export const invoiceTabs = ['invoices', 'ready'] as const;
export type InvoiceTab = (typeof invoiceTabs)[number];

/** The invoices page's state in the URL: the tab (the invoices when left out), the list's filter and page. */
export interface InvoicesSearch {
  tab?: 'ready';
  state?: InvoiceFilter;
  /** The ready tab's customer: one customer's visits, to invoice together. */
  customer?: string;
  page?: number;
  size?: number;
}

/** The invoices page's tab, filter and page from the URL, anything else dropped. */
export function validateInvoicesSearch(s: Record<string, unknown>): InvoicesSearch {
  const page = Number(s.page);
  const size = Number(s.size);
  return {
    tab: s.tab === 'ready' ? 'ready' : undefined,
    state: (invoiceFilters as readonly unknown[]).includes(s.state) ? (s.state as InvoiceFilter) : undefined,
    customer: typeof s.customer === 'string' && /^[0-9a-f-]{36}$/i.test(s.customer) ? s.customer : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    size: (pageSizes as readonly number[]).includes(size) && size !== defaultPageSize ? size : undefined,
  };
}
