import { describe, expect, it } from 'vitest';
import { formatKroner, formatMoney, moneyExample, parseKroner } from './money.ts';

const nbsp = '\u00a0';

describe('money for reading', () => {
  it('is written the Danish way in Danish and with the ISO code in English', () => {
    expect(formatMoney(123450, 'da')).toBe(`1.234,50${nbsp}kr.`);
    expect(formatMoney(123450, 'en')).toBe(`DKK${nbsp}1,234.50`);
    expect(formatMoney(99, 'da')).toBe(`0,99${nbsp}kr.`);
    expect(formatMoney(null, 'en')).toBe('—');
  });
});

describe('money in a field', () => {
  it('shows kroner without the currency, the language’s way', () => {
    expect(formatKroner(123450, 'da')).toBe('1.234,50');
    expect(formatKroner(123450, 'en')).toBe('1,234.50');
    expect(formatKroner(100, 'en')).toBe('1.00');
    expect(formatKroner(null, 'da')).toBe('');
  });

  it('gives each language’s example for the hints', () => {
    expect(moneyExample('da')).toBe('1.234,50');
    expect(moneyExample('en')).toBe('1,234.50');
  });

  it('reads back what it shows, in both languages', () => {
    for (const language of ['da', 'en'] as const)
      for (const ore of [0, 5, 99, 100, 123450, 100000000, 123456789])
        expect(parseKroner(formatKroner(ore, language), language), `${language} ${ore}`).toBe(ore);
  });
});

describe('typed kroner', () => {
  it('reads Danish amounts in Danish', () => {
    expect(parseKroner('1.234,50', 'da')).toBe(123450);
    expect(parseKroner('1234,5', 'da')).toBe(123450);
    expect(parseKroner('450', 'da')).toBe(45000);
    expect(parseKroner(' 1 234,50 kr.', 'da')).toBe(123450);
    expect(parseKroner('1.000', 'da')).toBe(100000);
    expect(parseKroner('1.000.000', 'da')).toBe(100000000);
    expect(parseKroner('12.5', 'da')).toBe(1250);
    expect(parseKroner('0,99', 'da')).toBe(99);
  });

  it('reads English amounts in English', () => {
    expect(parseKroner('1,234.50', 'en')).toBe(123450);
    expect(parseKroner('1234.5', 'en')).toBe(123450);
    expect(parseKroner('1,000', 'en')).toBe(100000);
    expect(parseKroner('DKK 1,234.50', 'en')).toBe(123450);
    expect(parseKroner('12,5', 'en')).toBe(1250);
  });

  it('reads the other language’s amount where it cannot be mistaken', () => {
    expect(parseKroner('1.234,50', 'en')).toBe(123450);
    expect(parseKroner('1,234.50', 'da')).toBe(123450);
  });

  it('treats empty as no amount and refuses the rest', () => {
    expect(parseKroner('', 'da')).toBeNull();
    expect(parseKroner('  kr.', 'da')).toBeNull();
    for (const language of ['da', 'en'] as const)
      for (const text of ['abc', '-5', '1,2,3.4.5', '12.34.5', '1.2345,00', '1,2345.00', '1.234,567', '5kr10'])
        expect(parseKroner(text, language), `${language} ${text}`).toBe('invalid');
    // Three decimals in the language's decimal mark are not an amount of kroner and øre.
    expect(parseKroner('1,234', 'da')).toBe('invalid');
    expect(parseKroner('1.234', 'en')).toBe('invalid');
  });
});
