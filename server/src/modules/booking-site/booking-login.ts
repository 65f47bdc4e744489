import type { FastifyRequest } from 'fastify';
import { requestViewer } from '../../auth/session.ts';
import type { AppServices } from '../../graphql/context.ts';

/** A customer's login whose session the request carries: whose customer it is, and in which company. */
export interface BookingLogin {
  companyId: string;
  customerId: string;
}

/**
 * The request's customer login, read from the `jwt` cookie exactly as the app's auth reads it (the token, the
 * session's row, the user active and allowed to log in). Anything else is nobody: no cookie, a garbage or expired one
 * (the token check answers null, it never throws), a staff session, a superadmin switched into a company. The booking
 * page then stays anonymous, as it always was.
 */
export async function bookingLogin(services: AppServices, request: FastifyRequest): Promise<BookingLogin | null> {
  const viewer = await requestViewer(services, request);
  if (!viewer || viewer.role !== 'customer' || !viewer.companyId || !viewer.customerId) return null;
  return { companyId: viewer.companyId, customerId: viewer.customerId };
}

/** The login's customer when the page is its own company's; another company's login is a visitor there. */
export function ownCustomerId(login: BookingLogin | null, companyId: string): string | null {
  return login && login.companyId === companyId ? login.customerId : null;
}
