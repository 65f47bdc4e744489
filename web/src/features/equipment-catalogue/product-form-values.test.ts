import { describe, expect, it } from 'vitest';
import { parseProductForm, productFormValues } from './product-form-values.ts';

const categoryId = '5eed0000-0000-4000-8000-000000006000';
const form = (patch: Record<string, string> = {}) => ({
  ...productFormValues(null, categoryId),
  name: 'NZ25',
  ...patch,
});

describe('the product form', () => {
  it('sends an empty interval as the company’s (null) and a number as months', () => {
    expect(parseProductForm(form())).toMatchObject({ input: { serviceIntervalMonths: null, categoryId } });
    expect(parseProductForm(form({ serviceIntervalMonths: ' 24 ' }))).toMatchObject({
      input: { serviceIntervalMonths: 24 },
    });
  });

  it('refuses an interval of 0, over 120 or not a whole number, as the server does', () => {
    for (const months of ['0', '121', '1,5', 'tolv', '-3']) {
      expect(parseProductForm(form({ serviceIntervalMonths: months }))).toEqual({
        errors: { serviceIntervalMonths: 'serviceInterval_invalid' },
      });
    }
  });

  it('asks for a category and a model', () => {
    expect(parseProductForm(form({ categoryId: '' }))).toEqual({
      errors: { categoryId: 'equipmentCategory.required' },
    });
    expect(parseProductForm(form({ name: '  ' }))).toEqual({ errors: { name: 'required' } });
  });
});
