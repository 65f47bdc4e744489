import type { TFunction } from 'i18next';
import { reasonMessage } from '../../lib/reasons.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';

/** A line's problem in the user's language; a duplicate SKU names the other line. */
export function priceListReason(t: TFunction, reason: string, otherLine?: number | null): string {
  if (reason === 'priceList.duplicateSku') return t('reasons.priceList.duplicateSku', { otherLine: otherLine ?? '?' });
  return reasonMessage(t, reason);
}

/** A refused request as one sentence; a refused line of a chunk says which line. */
export function priceListErrorText(t: TFunction, error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && error.reason) {
    const line = error.extensions.line;
    const otherLine = typeof error.extensions.otherLine === 'number' ? error.extensions.otherLine : null;
    const message = priceListReason(t, error.reason, otherLine);
    return typeof line === 'number' ? t('priceListImport.errors.inLine', { line, message }) : message;
  }
  return errorText(t, error);
}
