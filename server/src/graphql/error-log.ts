import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { databaseUnavailableCause } from '../db/unavailable.ts';
import { domainErrorOf } from './errors.ts';

/** An error nobody threw on purpose: not a domain error, and not a refusal of the schema or a plugin (those have a code). */
function isUnexpected(error: unknown): boolean {
  if (domainErrorOf(error)) return false;
  if (error instanceof GraphQLError) {
    if (error.originalError) return isUnexpected(error.originalError);
    return false;
  }
  return true;
}

/**
 * Logs each unexpected error of an operation with its stack, the request id, the operation's name and who asked
 * (ids only: never input values, which may hold passwords). The client still gets it masked.
 */
export function logUnexpectedErrors(ctx: Context, operationName: string | null, errors: readonly unknown[]): void {
  for (const error of errors) {
    if (!isUnexpected(error)) continue;
    const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
    ctx.req.log.error(
      {
        err: cause,
        // The database could not take the work (disk full, shutting down): the client got UNAVAILABLE.
        databaseUnavailable: databaseUnavailableCause(cause) ?? undefined,
        operationName,
        path: error instanceof GraphQLError ? error.path?.join('.') : undefined,
        userId: ctx.viewer?.userId ?? null,
        companyId: ctx.viewer?.companyId ?? null,
      },
      'operation failed',
    );
  }
}
