import type { TFunction } from 'i18next';
// i18next's default instance, which lib/i18n.ts initialises for the back office and technician/panel-i18n.ts for the
// panel: importing lib/i18n here would initialise it again with the back office's catalogs inside the panel.
import i18n from 'i18next';
import { GraphQLRequestError, errorMessageKey } from './errors.ts';
import { exampleValues } from './format/index.ts';

/**
 * A server or domain message key (cvr_invalid, customer.hasVisits, password.tooShort, duplicateEmail) in the
 * user's language. Entity reasons live in the `reasons` namespace, field rules in `validation`; an unknown key
 * falls back to the generic form error 'Den udfyldte data er ikke gyldig'.
 */
export function reasonMessage(
  t: TFunction,
  reason: string | undefined,
  extensions: Record<string, unknown> = {},
): string {
  if (!reason) return t('errors.BAD_USER_INPUT');
  if (reason === 'duplicateEmail') {
    return t(
      extensions.type === 'employee' ? 'validation.duplicateEmail_employee' : 'validation.duplicateEmail_customer',
    );
  }
  for (const key of [`reasons.${reason}`, `validation.${reason}`, reason]) {
    // A message may show an example number ('fx {{moneyExample}}'), written the interface language's way.
    // A refusal that counts (itemGroup.inUse: 3 items) picks its plural form by the count the server sent.
    const count = typeof extensions.count === 'number' ? { count: extensions.count } : {};
    if (i18n.exists(key)) return t(key, { ...exampleValues(), ...count });
  }
  return t('errors.BAD_USER_INPUT');
}

/** Any error as one translated sentence: the reason of a refused input, else the code's message. */
/** A form field's message: a domain key (cvr_invalid, customer.atLeastOneField) or a full i18n key (errors.…). */
export function formMessage(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (key.startsWith('errors.') || key.startsWith('validation.duplicateEmail')) return t(key);
  return reasonMessage(t, key);
}

export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
    return reasonMessage(t, error.reason, error.extensions);
  }
  // A refusal with its own reason (an approved week's CONFLICT) says why, not only the code's generic message.
  if (error instanceof GraphQLRequestError && error.reason && i18n.exists(`reasons.${error.reason}`)) {
    return t(`reasons.${error.reason}`);
  }
  return t(errorMessageKey(error));
}

/** The form field a server error names: 'input.address.zipcode' → 'address.zipcode', 'input' → undefined. */
export function serverField(error: GraphQLRequestError): string | undefined {
  const field = error.field?.replace(/^input\.?/, '');
  return field ? field : undefined;
}
