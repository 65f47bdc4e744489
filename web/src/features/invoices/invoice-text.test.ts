import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { discountText, invoiceBadges, invoiceTitle, quantityText, vatLabel } from './invoice-text.ts';

const catalog = (language: string, namespace: string): unknown =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8'),
  );

const translators: Record<string, TFunction> = {};
const nbsp = '\u00a0';

beforeAll(async () => {
  for (const language of ['da', 'en']) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: {
        [language]: {
          translation: { invoices: catalog(language, 'invoices'), items: catalog(language, 'items') },
        },
      },
      interpolation: { escapeValue: false },
    });
    translators[language] = instance.t;
  }
});

describe('an invoice’s title', () => {
  it('names the kind and number, or a draft', () => {
    const da = translators.da!;
    expect(invoiceTitle(da, { kind: 'invoice', number: 12 })).toBe('Faktura nr. 12');
    expect(invoiceTitle(da, { kind: 'creditNote', number: 13 })).toBe('Kreditnota nr. 13');
    expect(invoiceTitle(da, { kind: 'invoice', number: null })).toBe('Kladde');
    expect(invoiceTitle(translators.en!, { kind: 'creditNote', number: 13 })).toBe('Credit note no. 13');
  });
});

describe('an invoice’s badges', () => {
  const da = (invoice: Parameters<typeof invoiceBadges>[0]) =>
    invoiceBadges(invoice).map((badge) => translators.da!(badge.key, badge.values));

  it('show the state, and overdue beside it', () => {
    expect(
      da({ kind: 'invoice', state: 'draft', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Kladde']);
    expect(
      da({ kind: 'invoice', state: 'issued', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Udstedt']);
    expect(
      da({ kind: 'invoice', state: 'issued', overdue: true, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Udstedt', 'Forfalden']);
    expect(
      da({ kind: 'invoice', state: 'paid', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Betalt']);
    expect(
      da({ kind: 'invoice', state: 'credited', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Krediteret']);
  });

  it('call an issued invoice that was mailed sent, overdue or not', () => {
    const sentAt = '2026-11-20T09:00:00.000Z';
    expect(
      da({ kind: 'invoice', state: 'issued', overdue: false, sentAt, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Sendt']);
    expect(da({ kind: 'invoice', state: 'issued', overdue: true, sentAt, reminderCount: 0, creditedTotal: 0 })).toEqual(
      ['Sendt', 'Forfalden'],
    );
    expect(da({ kind: 'invoice', state: 'paid', overdue: false, sentAt, reminderCount: 0, creditedTotal: 0 })).toEqual([
      'Betalt',
    ]);
  });

  it('count the reminders of an issued invoice', () => {
    expect(
      da({ kind: 'invoice', state: 'issued', overdue: true, sentAt: null, reminderCount: 2, creditedTotal: 0 }),
    ).toEqual(['Udstedt', 'Forfalden', 'Rykket 2×']);
    // Paid, the reminders are over.
    expect(
      da({ kind: 'invoice', state: 'paid', overdue: false, sentAt: null, reminderCount: 2, creditedTotal: 0 }),
    ).toEqual(['Betalt']);
  });

  it('say an invoice is partly credited until nothing is left', () => {
    const partly = { kind: 'invoice', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 31_250 } as const;
    expect(da({ ...partly, state: 'issued' })).toEqual(['Udstedt', 'Delvist krediteret']);
    expect(da({ ...partly, state: 'paid' })).toEqual(['Betalt', 'Delvist krediteret']);
    expect(da({ ...partly, state: 'credited' })).toEqual(['Krediteret']);
  });

  it('call a credit note a credit note', () => {
    expect(
      da({ kind: 'creditNote', state: 'issued', overdue: false, sentAt: null, reminderCount: 0, creditedTotal: 0 }),
    ).toEqual(['Kreditnota']);
  });
});

describe('the amounts’ texts', () => {
  it('give the VAT rate when the lines share one', () => {
    const da = translators.da!;
    expect(vatLabel(da, [{ vatBp: 2500 }, { vatBp: 2500 }])).toBe(`Moms 25${nbsp}%`);
    expect(vatLabel(da, [{ vatBp: 2500 }, { vatBp: 0 }])).toBe('Moms');
    expect(vatLabel(da, [])).toBe('Moms');
  });

  it('write a quantity with its unit, an unknown unit as it is', () => {
    const da = translators.da!;
    expect(quantityText(da, 1000, 'stk')).toBe('1 stk.');
    expect(quantityText(da, 2500, 'm')).toBe('2,5 m');
    expect(quantityText(da, 1250, 'spand')).toBe('1,25 spand');
  });

  it('leave out a discount of nothing', () => {
    expect(discountText(0)).toBe('');
    expect(discountText(1000)).toBe(`10${nbsp}%`);
  });
});
