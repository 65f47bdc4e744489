import { graphql, type ResultOf } from '../lib/graphql.ts';

/**
 * What a row of VisitTable shows, selected from the one Visit type by every list that renders it: the customer
 * page's and the employee page's visits tabs and the customer area.
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
