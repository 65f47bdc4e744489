import { describe, expect, it } from 'vitest';
import { awaitsFeatureTexts } from './feature-text-pages.ts';

describe('awaitsFeatureTexts', () => {
  it('holds for the admin area and the invitation page, nothing else', () => {
    expect(awaitsFeatureTexts('/admin')).toBe(true);
    expect(awaitsFeatureTexts('/admin/visits/')).toBe(true);
    expect(awaitsFeatureTexts('/invitation/abc')).toBe(true);
    expect(awaitsFeatureTexts('/administration')).toBe(false);
    expect(awaitsFeatureTexts('/login')).toBe(false);
    expect(awaitsFeatureTexts('/technician/today')).toBe(false);
    expect(awaitsFeatureTexts('/')).toBe(false);
  });
});
