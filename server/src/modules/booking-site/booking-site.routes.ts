import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { cookieName } from '../../auth/session.ts';
import type { AppServices } from '../../graphql/context.ts';
import { findBookingCompany, type BookingCompany } from './booking-company.ts';
import { bookingLogin, ownCustomerId } from './booking-login.ts';
import { BookingRateLimiter, defaultBookingRateLimits, type BookingRateLimits } from './booking-rate-limits.ts';
import { bookingOff, BookingSiteError } from './booking-site-error.ts';
import { servesZipcode } from './booking-services.ts';
import { holdBookingSlot } from './hold-booking-slot.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { checkedZipcode, listBookingSlots, type SlotsQuery } from './list-booking-slots.ts';
import { readBookingSite } from './read-booking-site.ts';
import { requestCallback } from './request-callback.ts';
import { assertSameOrigin } from './same-origin.ts';
import { submitBooking } from './submit-booking.ts';
import { withTenant } from '../../db/tenant.ts';
import { claimOffer } from './waitlist/claim-offer.ts';
import { readClaim } from './waitlist/read-claim.ts';

export const bookingApiPrefix = '/book/api';

export interface BookingSiteOptions {
  /** Smaller limits for tests; the contract's otherwise. */
  rateLimits?: Partial<BookingRateLimits>;
}

type Query = { company?: string } & SlotsQuery;

class RateLimited extends Error {
  constructor(readonly retryAfter: number) {
    super('rate_limited');
  }
}

/**
 * The public booking API under /book/api (docs/decisions/0034-bookings.md "Public API"), no sign-in: the company is
 * the one whose campaign host the request's host is, else `?company=<slug>`; none, or its booking flow off, is 404
 * booking_off. JSON in and out (the app parses no other body: its CSRF defence); answers are never cached. Errors are
 * `{ error, fields? }`. Reads are limited per address, submissions per address and then per company.
 *
 * A customer's login of the company (the app's `jwt` cookie) is known to the site's read and to the booking, and
 * names the company where neither host nor slug does (see "Signed in" in the decision); any other cookie, or none,
 * is the anonymous page.
 */
export async function registerBookingSiteRoutes(
  app: FastifyInstance,
  services: AppServices,
  options: BookingSiteOptions = {},
): Promise<void> {
  const limiter = new BookingRateLimiter(services.database, {
    ...defaultBookingRateLimits,
    postsPerAddress: services.config.bookingPostsPerAddress,
    postsPerCompany: services.config.bookingPostsPerCompany,
    ...options.rateLimits,
  });
  const db = services.database.db;

  const companyOf = async (request: FastifyRequest<{ Querystring: Query }>): Promise<BookingCompany> => {
    // Only a request with a cookie asks who it is; the anonymous page's lookup is as it always was.
    const login = request.cookies[cookieName] ? await bookingLogin(services, request) : null;
    const company = await findBookingCompany(db, request.host, request.query.company, login?.companyId);
    if (!company) throw bookingOff();
    return company;
  };
  /** The signed-in customer's id when the request carries a customer's login of `company` (resolved once). */
  const customerOf = async (request: FastifyRequest, company: BookingCompany) =>
    request.cookies[cookieName] ? ownCustomerId(await bookingLogin(services, request), company.id) : null;
  const read = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const wait = await limiter.read(request.ip);
    if (wait > 0) throw new RateLimited(wait);
    return companyOf(request);
  };
  const submission = async (request: FastifyRequest<{ Querystring: Query }>) => {
    const byAddress = await limiter.submissionFrom(request.ip);
    if (byAddress > 0) throw new RateLimited(byAddress);
    const company = await companyOf(request);
    const byCompany = await limiter.submissionTo(company.id);
    if (byCompany > 0) throw new RateLimited(byCompany);
    return company;
  };
  const inTenant = <T>(company: BookingCompany, work: (scope: { db: typeof db; companyId: string }) => Promise<T>) =>
    withTenant(db, { companyId: company.id, userId: null }, (tx) => work({ db: tx, companyId: company.id }));

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      api.setErrorHandler((error, request, reply) => answerError(error, request, reply));

      api.get<{ Querystring: Query }>('/site', async (request) => {
        const company = await read(request);
        const customerId = await customerOf(request, company);
        return inTenant(company, (scope) => readBookingSite(scope, company, customerId));
      });
      api.get<{ Querystring: Query }>('/postcode', async (request) => {
        const company = await read(request);
        return { inArea: servesZipcode(company, checkedZipcode(request.query.zipcode)) };
      });
      api.get<{ Querystring: Query }>('/slots', async (request) => {
        const company = await read(request);
        return inTenant(company, (scope) => listBookingSlots(scope, company, request.query));
      });

      const post = { bodyLimit: 16 * 1024 };
      api.post<{ Querystring: Query }>('/holds', post, async (request, reply) => {
        const company = await submission(request);
        return reply.status(201).send(await holdBookingSlot(db, company, request.body));
      });
      api.post<{ Querystring: Query }>('/bookings', post, async (request, reply) => {
        const company = await submission(request);
        const customerId = await customerOf(request, company);
        // The one POST that acts on the cookie: refused unless it comes from the page's own origin (same-origin.ts).
        if (customerId) assertSameOrigin(request);
        return reply.status(201).send(await submitBooking(db, company, request.body, customerId));
      });
      api.post<{ Querystring: Query }>('/callbacks', post, async (request, reply) => {
        const company = await submission(request);
        return reply.status(201).send(await requestCallback(db, company, request.body));
      });
      api.post<{ Querystring: Query }>('/waitlist', post, async (request, reply) => {
        const company = await submission(request);
        return reply.status(201).send(await joinWaitlist(db, company, request.body));
      });
      // A waitlist offer's claim link (its token is the only key): what it offers, and taking it.
      type Claim = { Querystring: Query; Params: { token: string } };
      api.get<Claim>('/claims/:token', async (request) => {
        const company = await read(request);
        return inTenant(company, (scope) => readClaim(scope, request.params.token));
      });
      api.post<Claim>('/claims/:token', post, async (request) => {
        const company = await submission(request);
        return claimOffer(db, company, request.params.token);
      });
    },
    { prefix: bookingApiPrefix },
  );
}

/**
 * The API's errors as `{ error, fields? }`. A body that is no JSON, or too large, is 400/413/415 `invalid`. A failure
 * of our own is logged by its name and code only: a database error's text can quote a visitor's email.
 */
function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RateLimited) {
    return reply
      .status(429)
      .header('retry-after', String(error.retryAfter))
      .send({ error: 'rate_limited', retryAfter: error.retryAfter });
  }
  if (error instanceof BookingSiteError) {
    return reply
      .status(error.status)
      .send(error.fields ? { error: error.code, fields: error.fields } : { error: error.code });
  }
  // The slot module's refusals: a product that is not a bookable service, a range it does not take.
  if (error instanceof DomainError && error.code === 'NOT_FOUND') {
    return reply.status(404).send({ error: 'unknown_service' });
  }
  if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
    return reply.status(400).send({ error: 'invalid' });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return reply.status(status).send({ error: 'invalid' });
  const e = error as { name?: string; code?: string; constraint?: string; cause?: { code?: string } };
  request.log.error(
    { name: e.name, code: e.code ?? e.cause?.code, constraint: e.constraint },
    'booking api request failed',
  );
  return reply.status(500).send({ error: 'internal_error' });
}
