import { describe, expect, it } from 'vitest';
import { formatDateTime } from './audit-time-format.ts';

describe('formatDateTime', () => {
  it('formats an instant in Copenhagen time, to the second', () => {
    expect(formatDateTime('2025-05-14T07:41:07.000Z', 'da-DK')).toBe('14.05.2025 09.41.07');
    expect(formatDateTime('2025-01-14T23:30:00.000Z', 'en-GB')).toBe('15/01/2025 00:30:00');
  });
});
