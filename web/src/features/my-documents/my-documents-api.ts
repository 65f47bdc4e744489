import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../lib/api.ts';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/**
 * The customer portal's documents: myDocuments answers with MyDocument, the server's type for a file the office
 * shared with the customer (its name, size, date and what it is on; nothing of who uploaded it).
 */
const myDocumentsQuery = graphql(`
  query myDocuments($limit: Int, $offset: Int) {
    myDocuments(limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        name
        kind
        contentType
        size
        createdAt
        url
        attachedTo {
          kind
          id
          label
        }
      }
    }
  }
`);

export type MyDocument = ResultOf<typeof myDocumentsQuery>['myDocuments']['items'][number];

export const myDocumentsOptions = (args: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['myDocuments', args],
    queryFn: async () =>
      (await request(myDocumentsQuery, { limit: args.pageSize, offset: (args.page - 1) * args.pageSize })).myDocuments,
    placeholderData: keepPreviousData,
  });

/** The file itself, as an attachment (the server checks it is shared with this login). */
export const myDocumentDownloadUrl = (document: Pick<MyDocument, 'url'>) => apiUrl(`${document.url}?download=1`);
