import { describe, expect, it } from 'vitest';
import { formatPhone } from './index.ts';

describe('phone numbers', () => {
  it('are shown grouped for reading, as the domain groups them', () => {
    expect(formatPhone('+4520304050')).toBe('+45 20 30 40 50');
    expect(formatPhone('+46701234567')).toBe('+46 70 123 45 67');
  });
});
