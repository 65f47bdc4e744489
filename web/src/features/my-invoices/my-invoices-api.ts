import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/**
 * The customer portal's invoices: myInvoices answers with MyInvoice, the server's type for what a customer may see of
 * an invoice (no notes, reminders or sending), issued ones only.
 */
const myInvoicesQuery = graphql(`
  query myInvoices($status: MyInvoiceStatus, $limit: Int, $offset: Int) {
    myInvoices(status: $status, limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        number
        kind
        customerId
        issueDate
        dueDate
        total
        paid
        overdue
        credited
      }
    }
  }
`);

export type MyInvoice = ResultOf<typeof myInvoicesQuery>['myInvoices']['items'][number];

/** The list's filter: every issued invoice, the ones still to pay, or the paid ones. */
export type MyInvoiceFilter = 'all' | 'unpaid' | 'paid';

export const myInvoicesOptions = (args: { filter: MyInvoiceFilter; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['myInvoices', args],
    queryFn: async () =>
      (
        await request(myInvoicesQuery, {
          status: args.filter === 'paid' ? 'PAID' : args.filter === 'unpaid' ? 'UNPAID' : null,
          limit: args.pageSize,
          offset: (args.page - 1) * args.pageSize,
        })
      ).myInvoices,
    placeholderData: keepPreviousData,
  });

/** The issued invoice's PDF, as the customer was sent it (the server's portal route). */
export const myInvoicePdfUrl = (id: string) => apiUrl(`/invoices/${id}/invoice.pdf`);
