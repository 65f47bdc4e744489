import { GraphQLError } from 'graphql';

/** The stable codes the client translates (contract.md). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Not signed in');
export const forbidden = () => new AppError('FORBIDDEN', 'Not allowed');
/** Also the answer for another company's record: its existence is not revealed. */
export const notFound = () => new AppError('NOT_FOUND', 'Not found');
export const conflict = () => new AppError('CONFLICT', 'Changed by someone else since it was read');
/** `field` names the input field, `reason` a message key the client translates. */
export const badInput = (field: string, reason: string) =>
  new AppError('BAD_USER_INPUT', `Invalid ${field}: ${reason}`, { field, reason });
