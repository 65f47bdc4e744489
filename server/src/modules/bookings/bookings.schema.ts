import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { loadersOf } from '../../graphql/loaders.ts';
import { pageRef } from '../../graphql/page.ts';
import { CustomerRef } from '../customers/customers.schema.ts';
import { acceptBooking, declineBooking, findBooking, listBookings, type BookingRecord } from './index.ts';

export const BookingKindRef = builder.enumType('BookingKind', {
  description: 'A booked time, a "call me" request, or an inquiry (a reminder mail’s answer).',
  values: ['booking', 'callback', 'inquiry'] as const,
});
export const BookingStatusRef = builder.enumType('BookingStatus', {
  values: ['open', 'accepted', 'declined'] as const,
});
const BookingSourceRef = builder.enumType('BookingSource', {
  values: ['bookingPage', 'serviceReminder', 'waitlist'] as const,
});
const LanguageRef = builder.enumType('BookingLanguage', { values: ['da', 'en'] as const });

export const BookingRef = builder.objectRef<BookingRecord>('Booking');
BookingRef.implement({
  description: 'A request in the office inbox (Henvendelser), with everything the visitor wrote.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: BookingKindRef, resolve: (b) => b.kind }),
    status: t.field({ type: BookingStatusRef, resolve: (b) => b.status }),
    source: t.field({ type: BookingSourceRef, resolve: (b) => b.source }),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    streetAddress: t.exposeString('streetAddress', { nullable: true }),
    zipcode: t.exposeString('zipcode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
    language: t.field({ type: LanguageRef, resolve: (b) => b.language }),
    productId: t.exposeID('productId', { nullable: true }),
    serviceName: t.exposeString('serviceName', { nullable: true, description: 'The bookable product’s name.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true, description: 'The wished (or accepted) time.' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
    employeeId: t.exposeID('employeeId', { nullable: true, description: 'The employee whose time was booked.' }),
    customerId: t.exposeID('customerId', { nullable: true }),
    customer: t.field({
      type: CustomerRef,
      nullable: true,
      resolve: (b, _a, ctx) => (b.customerId ? loadersOf(ctx).customerById.load(b.customerId) : null),
    }),
    visitId: t.exposeID('visitId', { nullable: true, description: 'The visit accepting made or confirmed.' }),
    declineMessage: t.exposeString('declineMessage', { nullable: true }),
    handledById: t.exposeID('handledById', { nullable: true }),
    handledAt: t.expose('handledAt', { type: 'DateTime', nullable: true }),
    version: t.exposeInt('version'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'Received.' }),
  }),
});

const BookingPageRef = pageRef('BookingPage', BookingRef);

builder.queryField('bookings', (t) =>
  t.field({
    type: BookingPageRef,
    description: 'The office inbox, newest first, filtered by status, kind and search words.',
    args: {
      status: t.arg({ type: BookingStatusRef }),
      kind: t.arg({ type: BookingKindRef }),
      search: t.arg.string(),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listBookings(tenantScope(ctx), args),
  }),
);

builder.queryField('booking', (t) =>
  t.field({
    type: BookingRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findBooking(tenantScope(ctx), args.id),
  }),
);

const AcceptBookingInput = builder.inputType('AcceptBookingInput', {
  fields: (t) => ({
    employeeIds: t.idList({ required: true }),
    start: t.field({ type: 'DateTime', description: 'The booked time when left out.' }),
    end: t.field({ type: 'DateTime' }),
    sendConfirmation: t.boolean({ description: 'Mail the visitor the confirmation (true when left out).' }),
  }),
});

const answerErrors =
  'CONFLICT when the version is stale, CONFLICT reason booking.notOpen when the booking was answered already.';

builder.mutationField('acceptBooking', (t) =>
  t.field({
    type: BookingRef,
    description: `Makes the booking's scheduled visit (or confirms the one it has) and mails the visitor. ${answerErrors} BAD_USER_INPUT input.start required, input.employeeIds booking.employeesRequired, input.end visit.endBeforeStart.`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: AcceptBookingInput, required: true }),
    },
    resolve: (_r, args, ctx) =>
      acceptBooking(tenantScope(ctx), args.id, args.version, {
        employeeIds: args.input.employeeIds.map(String),
        start: args.input.start ?? null,
        end: args.input.end ?? null,
        sendConfirmation: args.input.sendConfirmation ?? null,
      }),
  }),
);

builder.mutationField('declineBooking', (t) =>
  t.field({
    type: BookingRef,
    description: `Declines the booking and mails the visitor the message (the company's declined text when empty). ${answerErrors}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      message: t.arg.string(),
    },
    resolve: (_r, args, ctx) => declineBooking(tenantScope(ctx), args.id, args.version, args.message),
  }),
);
