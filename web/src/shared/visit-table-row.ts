import { graphql, type ResultOf } from '../lib/graphql.ts';

/**
 * What a row of VisitTable shows, selected from the Visit type by the customer page's and the employee page's visits
 * tabs. The customer area selects the same fields from CustomerVisit, her own type (my-visits-api.ts): a fragment
 * belongs to one type, so the two cannot be one.
 */
export const visitTableRowFragment = graphql(`
  fragment VisitTableRow on Visit @_unmask {
    id
    caseNumber
    start
    end
    status
    archived
    description
    address {
      streetAddress
      zipcode
      city
    }
  }
`);

export type VisitTableRow = ResultOf<typeof visitTableRowFragment>;
