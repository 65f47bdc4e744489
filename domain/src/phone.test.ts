import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.ts';

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
    for (const p of ['1234', '+45 1234567', '+45123456789', 'telefon', '2030405O', '+0123456789', 'tlf. 20304050']) {
      expect(normalizePhone(p), p).toBeNull();
    }
  });
});

describe('phone numbers by the numbering plan', () => {
  it('refuses Danish numbers the plan does not have (starting with 0 or 1) and foreign ones of a wrong length', () => {
    for (const p of ['12345678', '+45 01 23 45 67', '+46 70 123', '+44 20 7946 095']) {
      expect(normalizePhone(p), p).toBeNull();
    }
  });
  it('accepts Danish landlines and service numbers and other countries', () => {
    expect(normalizePhone('33 12 34 56')).toBe('+4533123456');
    expect(normalizePhone('70 10 10 10')).toBe('+4570101010');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+1 (212) 555-0100')).toBe('+12125550100');
  });
});

describe('formatPhone', () => {
  it('groups a stored number for reading', () => {
    expect(formatPhone('+4520304050')).toBe('+45 20 30 40 50');
    expect(formatPhone('+46701234567')).toBe('+46 70 123 45 67');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });
  it('shows what is not a valid number as stored', () => {
    expect(formatPhone('+4512')).toBe('+4512');
    expect(formatPhone('')).toBe('');
  });
});
