import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import { bookingsKey } from './bookings-key.ts';

const bookingFields = graphql(`
  fragment BookingFields on Booking @_unmask {
    id
    version
    kind
    status
    source
    name
    email
    phoneNumber
    streetAddress
    zipcode
    city
    message
    language
    serviceName
    startsAt
    endsAt
    employeeId
    customer {
      id
      name
    }
    visitId
    declineMessage
    handledAt
    createdAt
  }
`);

const bookingsQuery = graphql(
  `
    query bookings($status: BookingStatus, $kind: BookingKind, $search: String, $offset: Int, $limit: Int) {
      bookings(status: $status, kind: $kind, search: $search, offset: $offset, limit: $limit) {
        totalCount
        totalCountCapped
        items {
          ...BookingFields
        }
      }
    }
  `,
  [bookingFields],
);

const bookingQuery = graphql(
  `
    query booking($id: ID!) {
      booking(id: $id) {
        ...BookingFields
      }
    }
  `,
  [bookingFields],
);

const staffQuery = graphql(`
  query bookingEmployees {
    assignableEmployees {
      id
      name
    }
  }
`);

const acceptMutation = graphql(`
  mutation acceptBooking($id: ID!, $version: Int!, $input: AcceptBookingInput!) {
    acceptBooking(id: $id, version: $version, input: $input) {
      id
      visitId
    }
  }
`);

const declineMutation = graphql(`
  mutation declineBooking($id: ID!, $version: Int!, $message: String) {
    declineBooking(id: $id, version: $version, message: $message) {
      id
    }
  }
`);

export type Booking = ResultOf<typeof bookingQuery>['booking'];
export type BookingListVariables = VariablesOf<typeof bookingsQuery>;
export type AcceptBookingInput = VariablesOf<typeof acceptMutation>['input'];

export const bookingsOptions = (variables: BookingListVariables) =>
  queryOptions({
    queryKey: [...bookingsKey, 'list', variables],
    queryFn: async () => (await request(bookingsQuery, variables)).bookings,
    placeholderData: keepPreviousData,
  });

export const bookingOptions = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'one', id],
    queryFn: async () => (await request(bookingQuery, { id })).booking,
  });

export const bookingEmployeesOptions = queryOptions({
  queryKey: ['employees', 'bookingEmployees'],
  queryFn: async () => (await request(staffQuery)).assignableEmployees,
  staleTime: 60_000,
});

export async function acceptBooking(booking: Booking, input: AcceptBookingInput) {
  return (await request(acceptMutation, { id: booking.id, version: booking.version, input })).acceptBooking;
}

export async function declineBooking(booking: Booking, message: string) {
  return (await request(declineMutation, { id: booking.id, version: booking.version, message })).declineBooking;
}
