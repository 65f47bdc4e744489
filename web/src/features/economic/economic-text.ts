import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { splitFailure } from './economic-api.ts';

/** A stored failure in the reader's language: our sentence for its reason, then e-conomic's own words. */
export function failureText(t: TFunction, message: string | null): string {
  const failure = splitFailure(message);
  if (!failure) return '';
  const sentence = reasonMessage(t, failure.reason);
  return failure.detail ? `${sentence} (${failure.detail})` : sentence;
}

/** A refused request in words: an economic.* reason (CONFLICT or BAD_USER_INPUT) says why, anything else as usual. */
export function economicErrorText(t: TFunction, error: unknown): string {
  if (error instanceof GraphQLRequestError && error.reason?.startsWith('economic.'))
    return reasonMessage(t, error.reason);
  return errorText(t, error);
}
