import type { TFunction } from 'i18next';

/**
 * Zod messages in forms are i18n keys. A range check carries its bounds as `key|min|max`, because the
 * schema is built once and translated at render time.
 */
export function rangeMessage(min: number, max: number): string {
  return `validation.integerRange|${min}|${max}`;
}

export function translateFormMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key, min, max] = message.split('|');
  if (!key) return undefined;
  // Domain schemas use bare keys (cvr_invalid); feature keys are namespaced (password.tooShort).
  const fullKey = key.includes('.') ? key : `validation.${key}`;
  return min !== undefined ? t(fullKey, { min, max }) : t(fullKey);
}
