import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidCvr, isValidEan, normalizeCvr } from './identifiers.ts';

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
  // Registered companies (cvr.dk): Novo Nordisk A/S, Danske Bank A/S, Carlsberg A/S, A.P. Møller - Mærsk A/S.
  const registered = ['24256790', '61126228', '61056416', '22756214'];

  it('accepts registered numbers: eight digits whose weighted sum (2,7,6,5,4,3,2,1) is divisible by 11', () => {
    for (const cvr of registered) expect(isValidCvr(cvr), cvr).toBe(true);
  });
  it('refuses a wrong check, wrong length or non-digits', () => {
    for (const cvr of ['24256791', '12345678', '38291746', '3829174', '382917461', '3829174a', '']) {
      expect(isValidCvr(cvr), cvr).toBe(false);
    }
  });
  it('catches every single-digit typo and every swap of neighbouring digits', () => {
    for (const valid of registered) {
      for (let i = 0; i < 8; i++) {
        for (let d = 0; d <= 9; d++) {
          const typo = valid.slice(0, i) + d + valid.slice(i + 1);
          if (typo !== valid) expect(isValidCvr(typo), typo).toBe(false);
        }
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        if (i < 7 && swapped !== valid) expect(isValidCvr(swapped), swapped).toBe(false);
      }
    }
  });
  it('normalises spaces and a DK prefix', () => {
    expect(normalizeCvr('DK 24 25 67 90')).toBe('24256790');
  });
});
