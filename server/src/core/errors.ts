/**
 * Errors an operation throws, whoever called it: a GraphQL resolver, a job worker, a script. They carry a
 * stable code (contract.md) and details the client translates (`field`, `reason`); the GraphQL layer maps
 * them to `extensions` (graphql/errors.ts), a worker logs them. Operations never throw GraphQL errors.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  /** The database cannot take the write now (disk full, shutting down): try again later. */
  | 'UNAVAILABLE';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent to the client as extensions beside the code: never a secret, never another company's data. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Not signed in');
export const forbidden = (details: Record<string, unknown> = {}) =>
  new DomainError('FORBIDDEN', 'Not allowed', details);
/** Also the answer for another company's record: its existence is not revealed. */
export const notFound = () => new DomainError('NOT_FOUND', 'Not found');
export const conflict = () => new DomainError('CONFLICT', 'Changed by someone else since it was read');
/** `field` names the input field, `reason` a message key the client translates. */
export const badInput = (field: string, reason: string, details: Record<string, unknown> = {}) =>
  new DomainError('BAD_USER_INPUT', `Invalid ${field}: ${reason}`, { field, reason, ...details });
