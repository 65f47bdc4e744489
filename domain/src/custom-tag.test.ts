import { describe, expect, it } from 'vitest';
import { tagValuesFit } from './custom-tag.ts';

describe('tagValuesFit', () => {
  const options = ['Filter', 'Rem'];
  it.each([
    ['select', ['Filter'], true],
    ['select', [], true],
    ['select', ['Filter', 'Rem'], false],
    ['select', ['Kilerem'], false],
    ['multiselect', ['Filter', 'Rem'], true],
    ['multiselect', ['Filter', 'Filter'], false],
    ['multiselect', ['Kilerem'], false],
    ['checkbox', ['true'], true],
    ['checkbox', ['false'], false],
    ['text', ['Nøgle under måtten'], true],
    ['text', ['a', 'b'], false],
  ] as const)('%s with %j: %s', (mode, values, fits) => {
    expect(tagValuesFit(mode, options, values)).toBe(fits);
  });
});
