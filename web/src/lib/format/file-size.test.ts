import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('file sizes', () => {
  it('reads in the language’s marks and units, one decimal below ten', () => {
    expect(formatFileSize(2.4 * 1024 * 1024, 'da')).toBe('2,4 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'da')).toBe('25 MB');
    expect(formatFileSize(312 * 1024, 'en')).toBe('312 kB');
    expect(formatFileSize(125, 'da')).toBe('125 B');
  });
});
