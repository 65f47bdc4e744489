import { describe, expect, it } from 'vitest';
import { formatPhone } from '@servio/domain/phone';
import { phoneText } from './phone-text.ts';

describe('the panel’s phone text', () => {
  it('groups Danish numbers exactly as the shared formatter does', () => {
    for (const number of ['+4520304050', '+4570201234', '+4533112200']) {
      expect(phoneText(number)).toBe(formatPhone(number));
    }
  });

  it('shows other numbers as stored', () => {
    expect(phoneText('+46701234567')).toBe('+46701234567');
  });
});
