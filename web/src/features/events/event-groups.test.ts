import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventActor, eventGroups, eventLink, eventText } from './event-groups.ts';

const catalog = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/events.json`, import.meta.url)), 'utf8'));

const translators: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const language of ['da', 'en']) {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, resources: { [language]: { translation: { events: catalog(language) } } } });
    translators[language] = instance.t;
  }
});

describe('the activity feed texts', () => {
  it('words every kind of every group in Danish and English, and names every group', () => {
    for (const [group, kinds] of Object.entries(eventGroups)) {
      for (const t of Object.values(translators)) expect(t(`events.groups.${group}`)).not.toContain('events.');
      for (const kind of kinds) {
        const { key, values } = eventText(kind, { caseNumber: 3, name: 'Karen', number: 12, count: 2 });
        expect(key).toBe(`events.kinds.${kind}`);
        for (const t of Object.values(translators)) expect(t(key, values)).not.toContain('events.');
      }
    }
  });

  it('counts an import by its created customers, and falls back for an unknown kind', () => {
    const imported = eventText('customers_imported', { created: 4, skipped: 1 });
    expect(translators.da!(imported.key, imported.values)).toBe('4 kunder er importeret');
    const unknown = eventText('later_kind', {});
    expect(translators.en!(unknown.key, unknown.values)).toBe('Event');
  });

  it('links a visit or a customer, and names who did it', () => {
    expect(eventLink({ visitId: 'v1', customerId: 'c1' })).toEqual({ visitId: 'v1' });
    expect(eventLink({ customerId: 'c1' })).toEqual({ customerId: 'c1' });
    expect(eventLink({ auditId: 7 })).toBeNull();
    expect(eventActor({ by: 'admin@demo.dk' })).toBe('admin@demo.dk');
    expect(eventActor(null)).toBe('');
  });
});
