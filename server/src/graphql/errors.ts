import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError, type YogaMaskedErrorOpts } from 'graphql-yoga';
import { DomainError, type ErrorCode } from '../core/errors.ts';
import { databaseUnavailableCause } from '../db/unavailable.ts';

/** A refusal of the GraphQL layer itself (access table, mixed scopes), before any operation runs. */
export const graphqlError = (code: ErrorCode, message: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...details } });

/** The error an operation threw, if it is a domain error (graphql-js wraps it with the field's path). */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof GraphQLError && error.originalError) return domainErrorOf(error.originalError);
  return null;
}

/**
 * Yoga's `maskError`: a domain error becomes its code and details; a GraphQL error of the schema or of a plugin
 * passes; a database that cannot take work now (disk full, shutting down) is UNAVAILABLE, try again later; anything
 * else is masked to INTERNAL_SERVER_ERROR. Both were logged with their cause by `logUnexpectedErrors` first.
 */
export const maskError: YogaMaskedErrorOpts['maskError'] = (error, message, isDev) => {
  const domain = domainErrorOf(error);
  if (domain) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(domain.message, {
      nodes: located?.nodes,
      path: located?.path,
      extensions: { code: domain.code, ...domain.details },
    });
  }
  const unavailable = databaseUnavailableCause(error);
  if (unavailable) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError('The database cannot take this now; try again later', {
      nodes: located?.nodes,
      path: located?.path,
      extensions: { code: 'UNAVAILABLE' satisfies ErrorCode },
    });
  }
  return yogaMaskError(error, message, isDev);
};
