import { bookingFieldErrors } from '@servio/domain';
import type { z } from 'zod';
import { invalidFields } from './booking-site-error.ts';

/** A POST body by its domain schema (domain/src/booking-request.ts); 400 invalid with each field's reason. */
export function parseBookingBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidFields(bookingFieldErrors(result.error));
  return result.data;
}
