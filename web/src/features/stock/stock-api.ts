import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

export const stockKey = ['stock'] as const;

const itemStockQuery = graphql(`
  query itemStock($itemId: ID!, $offset: Int, $limit: Int) {
    itemStock(itemId: $itemId) {
      itemId
      unit
      lowStockThreshold
      totalQuantity
      low
      locations {
        employeeId
        employeeName
        quantity
        belowZero
      }
      movements(offset: $offset, limit: $limit) {
        totalCount
        items {
          id
          kind
          quantity
          employeeId
          employeeName
          note
          visitId
          visitCaseNumber
          createdAt
          createdByName
        }
      }
    }
  }
`);

export type ItemStock = ResultOf<typeof itemStockQuery>['itemStock'];
export const ledgerPageSize = 20;

export const itemStockOptions = (itemId: string, offset: number) =>
  queryOptions({
    queryKey: [...stockKey, itemId, offset],
    queryFn: async () => (await request(itemStockQuery, { itemId, offset, limit: ledgerPageSize })).itemStock,
    placeholderData: keepPreviousData,
  });

const staffQuery = graphql(`
  query stockLocations {
    assignableEmployees {
      id
      name
    }
  }
`);

/** The vans a movement can name: the company's staff (the main stock is the empty choice). */
export const stockLocationsOptions = () =>
  queryOptions({
    queryKey: ['employees', 'stockLocations'],
    queryFn: async () => (await request(staffQuery)).assignableEmployees,
    staleTime: 60_000,
  });

const receiveMutation = graphql(`
  mutation receiveStock($input: ReceiveStockInput!) {
    receiveStock(input: $input) {
      totalQuantity
    }
  }
`);
const moveMutation = graphql(`
  mutation moveStock($input: MoveStockInput!) {
    moveStock(input: $input) {
      totalQuantity
    }
  }
`);
const countMutation = graphql(`
  mutation countStock($input: CountStockInput!) {
    countStock(input: $input) {
      totalQuantity
    }
  }
`);
const correctMutation = graphql(`
  mutation correctStock($input: CorrectStockInput!) {
    correctStock(input: $input) {
      totalQuantity
    }
  }
`);

export type StockOperation = 'receive' | 'move' | 'count' | 'correct';

export interface StockFormInput {
  itemId: string;
  employeeId: string | null;
  toEmployeeId: string | null;
  quantity: number;
  note: string;
}

/** Sends one of the four operations; a location '' is the main stock. */
export function sendStockOperation(operation: StockOperation, v: StockFormInput) {
  const note = v.note.trim() || null;
  switch (operation) {
    case 'receive':
      return request(receiveMutation, {
        input: { itemId: v.itemId, employeeId: v.employeeId, quantity: v.quantity, note },
      });
    case 'move':
      return request(moveMutation, {
        input: {
          itemId: v.itemId,
          fromEmployeeId: v.employeeId,
          toEmployeeId: v.toEmployeeId,
          quantity: v.quantity,
          note,
        },
      });
    case 'count':
      return request(countMutation, {
        input: { itemId: v.itemId, employeeId: v.employeeId, countedQuantity: v.quantity, note },
      });
    case 'correct':
      return request(correctMutation, {
        input: { itemId: v.itemId, employeeId: v.employeeId, quantity: v.quantity, note: v.note },
      });
  }
}
