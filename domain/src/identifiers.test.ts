import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidCvr, isValidEan, normalizeCvr, normalizePhone } from './identifiers.ts';

describe('EAN (GLN) check digit', () => {
  it('accepts 13 digits with a valid GS1 check digit', () => {
    expect(isValidEan('4006381333931')).toBe(true);
    expect(isValidEan('5901234123457')).toBe(true);
    expect(isValidEan('5790000000005')).toBe(gs1CheckDigit('579000000000') === 5);
  });
  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('000000000000')).toBe(0);
  });
  it('refuses a wrong check digit, wrong length or non-digits', () => {
    for (const ean of ['4006381333932', '5901234123450', '400638133393', '40063813339311', '400638133393a', '']) {
      expect(isValidEan(ean), ean).toBe(false);
    }
  });
  it('catches every single-digit typo of a valid code', () => {
    const valid = '5901234123457';
    for (let i = 0; i < 13; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = valid.slice(0, i) + d + valid.slice(i + 1);
        if (typo !== valid) expect(isValidEan(typo), typo).toBe(false);
      }
    }
  });
});

describe('CVR', () => {
  it('is exactly eight digits', () => {
    expect(isValidCvr('38291746')).toBe(true);
    for (const cvr of ['3829174', '382917461', '3829174a', '']) expect(isValidCvr(cvr), cvr).toBe(false);
  });
  it('normalises spaces and a DK prefix', () => {
    expect(normalizeCvr('DK 38 29 17 46')).toBe('38291746');
  });
});

describe('phone numbers to E.164', () => {
  it('treats eight digits as Danish', () => {
    expect(normalizePhone('20304050')).toBe('+4520304050');
    expect(normalizePhone('20 30 40 50')).toBe('+4520304050');
    expect(normalizePhone('20-30-40-50')).toBe('+4520304050');
  });
  it('keeps +45 and international numbers, turning 00 into +', () => {
    expect(normalizePhone('+45 20 30 40 50')).toBe('+4520304050');
    expect(normalizePhone('0045 20304050')).toBe('+4520304050');
    expect(normalizePhone('+46 70 123 45 67')).toBe('+46701234567');
    expect(normalizePhone('0046701234567')).toBe('+46701234567');
  });
  it('refuses what cannot be a number', () => {
    for (const p of ['1234', '+45 1234567', '+45123456789', 'telefon', '2030405O', '+0123456789']) {
      expect(normalizePhone(p), p).toBeNull();
    }
  });
});
