import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** Under the visits key: a visit change refreshes its lines, and a line change refreshes the visit (its total). */
export const visitLinesKey = (visitId: string) => ['visits', 'lines', visitId] as const;

const visitLinesQuery = graphql(`
  query visitLines($id: ID!) {
    visit(id: $id) {
      id
      invoiced
      price
      totalPrice
      lines {
        id
        itemId
        description
        sku
        unit
        quantity
        unitPrice
        discountBp
        total
        employeeName
        mayChange
        version
      }
    }
  }
`);

export type VisitLines = ResultOf<typeof visitLinesQuery>['visit'];
export type VisitLine = VisitLines['lines'][number];

export const visitLinesOptions = (visitId: string) =>
  queryOptions({
    queryKey: visitLinesKey(visitId),
    queryFn: async () => (await request(visitLinesQuery, { id: visitId })).visit,
  });

const materialSearchQuery = graphql(`
  query materialSearch($term: String!, $employeeId: ID) {
    materialSearch(term: $term, employeeId: $employeeId) {
      id
      sku
      name
      unit
      barcode
      salesPrice
      onHand
      belowZero
    }
  }
`);

export type MaterialHit = ResultOf<typeof materialSearchQuery>['materialSearch'][number];

export const materialSearchOptions = (term: string) =>
  queryOptions({
    queryKey: ['materialSearch', term],
    queryFn: async () => (await request(materialSearchQuery, { term })).materialSearch,
    enabled: term.trim().length > 0,
    staleTime: 10_000,
  });

const addMutation = graphql(`
  mutation addVisitLine($input: AddVisitLineInput!, $idempotencyKey: String) {
    addVisitLine(input: $input, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`);

const updateMutation = graphql(`
  mutation updateVisitLine($id: ID!, $version: Int!, $input: UpdateVisitLineInput!) {
    updateVisitLine(id: $id, version: $version, input: $input) {
      id
    }
  }
`);

const removeMutation = graphql(`
  mutation removeVisitLine($id: ID!) {
    removeVisitLine(id: $id)
  }
`);

export interface AddLineInput {
  visitId: string;
  itemId?: string | null;
  description?: string | null;
  quantity: number;
  unitPrice?: number | null;
  discountBp?: number | null;
}

export const addVisitLine = (input: AddLineInput, idempotencyKey: string) =>
  request(addMutation, { input, idempotencyKey });

export const updateVisitLine = (
  line: Pick<VisitLine, 'id' | 'version'>,
  input: { quantity?: number; unitPrice?: number | null; discountBp?: number | null; description?: string },
) => request(updateMutation, { id: line.id, version: line.version, input });

export const removeVisitLine = (id: string) => request(removeMutation, { id });
