/**
 * The small pages' translation (the booking page, the sign-in page): a text looked up in a bundled catalog, without
 * i18next (about 15 KB gzip those pages do not carry). The same catalog shapes as i18next's: dotted keys, `{{name}}`
 * placeholders and plural forms under `key_one` / `key_other`, chosen by `count`.
 */
export type Catalog = Record<string, unknown>;
export type TextValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookup(catalog: Catalog, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Catalog | undefined)?.[part];
  return node;
}

/** The text at `key` in `language`'s catalog with its placeholders filled in; the key itself when missing. */
export function catalogText(catalog: Catalog, language: string, key: string, values: TextValues = {}): string {
  let text = lookup(catalog, key);
  if (typeof text !== 'string' && typeof values.count === 'number')
    text = lookup(catalog, `${key}_${pluralForm(language, values.count)}`) ?? lookup(catalog, `${key}_other`);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
