/** Stable error codes the server puts in `extensions.code` (contract.md). */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number] | 'UNKNOWN';

/** A GraphQL response carried an `errors` array; we keep the first error's code and field. */
export class GraphQLRequestError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** BAD_USER_INPUT: the message key naming what was wrong (cvr_invalid, customer.hasVisits, …). */
  readonly reason: string | undefined;
  /** The error's other extensions (e.g. `type` of duplicateEmail). */
  readonly extensions: Record<string, unknown>;
  constructor(message: string, code: ErrorCode, field?: string, extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.field = field;
    this.reason = typeof extensions.reason === 'string' ? extensions.reason : undefined;
    this.extensions = extensions;
  }
}

/** The request never got an answer (offline, server down, CORS) or the answer was not JSON. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export function toErrorCode(value: unknown): ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value)
    ? (value as ErrorCode)
    : 'UNKNOWN';
}

/** The i18n key for any error, so the UI never shows server prose as the only message. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof NetworkError) return 'offline.serverUnreachable';
  if (error instanceof GraphQLRequestError) return `errors.${error.code}`;
  return 'errors.UNKNOWN';
}
