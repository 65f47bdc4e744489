/** Stable error codes the server puts in `extensions.code` (contract.md). */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number] | 'UNKNOWN';

/** A GraphQL response carried an `errors` array; we keep the first error's code and field. */
export class GraphQLRequestError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  constructor(message: string, code: ErrorCode, field?: string) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.field = field;
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
