import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { formatKroner, formatTime, interfaceLanguage, localeOf } from './index.ts';

describe('the interface language', () => {
  afterAll(() => i18next.changeLanguage('da'));

  it('is what every format follows when no language is passed', async () => {
    await i18next.init({ lng: 'da', resources: {} });
    expect(interfaceLanguage()).toBe('da');
    expect(localeOf()).toBe('da-DK');
    expect(formatKroner(123450)).toBe('1.234,50');
    expect(formatTime('2026-12-24T07:30:00.000Z')).toBe('08.30');

    await i18next.changeLanguage('en');
    expect(localeOf()).toBe('en-GB');
    expect(formatKroner(123450)).toBe('1,234.50');
    expect(formatTime('2026-12-24T07:30:00.000Z')).toBe('08:30');
  });
});
