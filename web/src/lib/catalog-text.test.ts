import { describe, expect, it } from 'vitest';
import { catalogText } from './catalog-text.ts';

const catalog = {
  auth: {
    signIn: 'Log ind',
    tooManyAttempts_one: 'Prøv om {{count}} sekund.',
    tooManyAttempts_other: 'Prøv om {{count}} sekunder.',
  },
  greeting: 'Hej {{ name }}',
};

describe('catalogText', () => {
  it('reads a dotted key and fills in its placeholders', () => {
    expect(catalogText(catalog, 'da', 'auth.signIn')).toBe('Log ind');
    expect(catalogText(catalog, 'da', 'greeting', { name: 'Mette' })).toBe('Hej Mette');
  });

  it('picks the plural form by count', () => {
    expect(catalogText(catalog, 'da', 'auth.tooManyAttempts', { count: 1 })).toBe('Prøv om 1 sekund.');
    expect(catalogText(catalog, 'da', 'auth.tooManyAttempts', { count: 30 })).toBe('Prøv om 30 sekunder.');
  });

  it('answers a missing key with the key', () => {
    expect(catalogText(catalog, 'da', 'auth.nothing')).toBe('auth.nothing');
  });
});
