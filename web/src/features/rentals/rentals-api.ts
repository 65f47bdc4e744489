import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** A rental as the list, the unit's calendar and the dialog show it. */
const rentalFields = graphql(`
  fragment RentalFields on Rental @_unmask {
    id
    version
    startsAt
    endsAt
    price
    note
    customer {
      id
      name
    }
    material {
      id
      serialNumber
      name
      productName
    }
  }
`);

const rentalsQuery = graphql(
  `
    query rentals(
      $materialId: ID
      $customerId: ID
      $from: DateTime
      $to: DateTime
      $sortDirection: SortDirection
      $offset: Int
      $limit: Int
    ) {
      rentals(
        materialId: $materialId
        customerId: $customerId
        from: $from
        to: $to
        sortDirection: $sortDirection
        offset: $offset
        limit: $limit
      ) {
        totalCount
        totalCountCapped
        items {
          ...RentalFields
        }
      }
    }
  `,
  [rentalFields],
);

const rentableQuery = graphql(
  `
    query rentableMaterials {
      rentableMaterials {
        material {
          id
          serialNumber
          name
          productName
        }
        upcomingRentals {
          ...RentalFields
        }
      }
    }
  `,
  [rentalFields],
);

const overlapQuery = graphql(`
  query rentalOverlap($materialId: ID!, $startsAt: DateTime!, $endsAt: DateTime!, $exceptRentalId: ID) {
    rentalOverlap(materialId: $materialId, startsAt: $startsAt, endsAt: $endsAt, exceptRentalId: $exceptRentalId) {
      state
      bufferHours
    }
  }
`);

const createMutation = graphql(`
  mutation createRental($input: RentalInput!, $allowConflict: Boolean, $idempotencyKey: String) {
    createRental(input: $input, allowConflict: $allowConflict, idempotencyKey: $idempotencyKey) {
      id
      overlapState
    }
  }
`);

const updateMutation = graphql(`
  mutation updateRental($id: ID!, $version: Int!, $input: RentalInput!, $allowConflict: Boolean) {
    updateRental(id: $id, version: $version, input: $input, allowConflict: $allowConflict) {
      id
      version
      overlapState
    }
  }
`);

const deleteMutation = graphql(`
  mutation deleteRental($id: ID!, $version: Int!) {
    deleteRental(id: $id, version: $version)
  }
`);

export type Rental = ResultOf<typeof rentalsQuery>['rentals']['items'][number];
export type RentalUnit = ResultOf<typeof rentableQuery>['rentableMaterials'][number]['material'];
export type RentableMaterial = ResultOf<typeof rentableQuery>['rentableMaterials'][number];
export type RentalOverlapState = ResultOf<typeof overlapQuery>['rentalOverlap']['state'];
export type RentalInput = VariablesOf<typeof createMutation>['input'];
export type RentalListVariables = VariablesOf<typeof rentalsQuery>;

/** Every rental query's key starts so: a save invalidates the lists, the units and the calendars together. */
export const rentalsKey = ['rentals'] as const;

export const rentalsOptions = (variables: RentalListVariables) =>
  queryOptions({
    queryKey: [...rentalsKey, 'list', variables],
    queryFn: async () => (await request(rentalsQuery, variables)).rentals,
    placeholderData: keepPreviousData,
  });

export const rentableMaterialsOptions = queryOptions({
  queryKey: [...rentalsKey, 'units'],
  queryFn: async () => (await request(rentableQuery)).rentableMaterials,
});

export interface OverlapCheck {
  materialId: string;
  startsAt: string;
  endsAt: string;
  exceptRentalId: string | null;
}

export const rentalOverlapOptions = (check: OverlapCheck) =>
  queryOptions({
    queryKey: [...rentalsKey, 'overlap', check],
    queryFn: async () => (await request(overlapQuery, check)).rentalOverlap,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export async function createRental(input: RentalInput, allowConflict: boolean, idempotencyKey: string) {
  return (await request(createMutation, { input, allowConflict, idempotencyKey })).createRental;
}
export async function updateRental(id: string, version: number, input: RentalInput, allowConflict: boolean) {
  return (await request(updateMutation, { id, version, input, allowConflict })).updateRental;
}
export async function deleteRental(id: string, version: number): Promise<void> {
  await request(deleteMutation, { id, version });
}

/** The unit as the pages name it: "CDT 40 affugter · DT-40-001". */
export const unitLabel = (unit: { productName: string; serialNumber: string | null; name: string | null }) =>
  [unit.name ?? unit.productName, unit.serialNumber].filter(Boolean).join(' · ');
