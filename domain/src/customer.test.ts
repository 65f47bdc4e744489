import { describe, expect, it } from 'vitest';
import { customerDisplayName, customerInputSchema, customerPatchSchema } from './customer.ts';

const issue = (input: Record<string, unknown>) => {
  const result = customerInputSchema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  const first = result.error!.issues[0]!;
  return { path: first.path.join('.'), message: first.message };
};

describe('customerInputSchema', () => {
  it('needs at least one identifying field', () => {
    expect(issue({})).toEqual({ path: '', message: 'customer.atLeastOneField' });
    expect(issue({ firstName: '  ', notes: 'x', address: { city: 'Aarhus' } })).toEqual({
      path: '',
      message: 'customer.atLeastOneField',
    });
    for (const field of ['firstName', 'lastName', 'companyName']) {
      expect(customerInputSchema.safeParse({ [field]: 'A' }).success, field).toBe(true);
    }
    expect(customerInputSchema.safeParse({ email: 'a@b.dk' }).success).toBe(true);
    expect(customerInputSchema.safeParse({ altEmail: 'a@b.dk' }).success).toBe(true);
    expect(customerInputSchema.safeParse({ phoneNumber: '20304050' }).success).toBe(true);
    expect(customerInputSchema.safeParse({ ean: '5901234123457' }).success).toBe(true);
    expect(customerInputSchema.safeParse({ companyCVR: '38291742' }).success).toBe(true);
  });

  it('names the field of a bad value with a message key', () => {
    expect(issue({ firstName: 'A', email: 'not-an-email' })).toEqual({ path: 'email', message: 'email_invalid' });
    expect(issue({ firstName: 'A', altEmail: 'x@' })).toEqual({ path: 'altEmail', message: 'email_invalid' });
    expect(issue({ firstName: 'A', companyCVR: '1234' })).toEqual({ path: 'companyCVR', message: 'cvr_invalid' });
    expect(issue({ firstName: 'A', ean: '5901234123450' })).toEqual({ path: 'ean', message: 'ean_invalid' });
    expect(issue({ firstName: 'A', phoneNumber: '123' })).toEqual({ path: 'phoneNumber', message: 'phone_invalid' });
    expect(issue({ firstName: 'A', address: { zipcode: '123' } })).toEqual({
      path: 'address.zipcode',
      message: 'zipcode_invalid',
    });
    expect(issue({ firstName: 'A', address: { latitude: 91 } })).toEqual({
      path: 'address.latitude',
      message: 'latitude_invalid',
    });
  });

  it('normalises: trims, lower-cases emails, E.164 phones, empty to null', () => {
    const data = customerInputSchema.parse({
      firstName: ' Mette ',
      lastName: '',
      email: ' Mette@Example.DK ',
      phoneNumber: '20 30 40 50',
      companyCVR: 'DK38291742',
      ean: '5901 2341 2345 7',
    });
    expect(data).toMatchObject({
      firstName: 'Mette',
      lastName: null,
      email: 'mette@example.dk',
      phoneNumber: '+4520304050',
      companyCVR: '38291742',
      ean: '5901234123457',
    });
  });

  it('lets a patch leave fields out', () => {
    expect(customerPatchSchema.parse({ notes: 'x' })).toEqual({ notes: 'x' });
  });
});

describe('customerDisplayName', () => {
  it('uses the company name for companies and the person otherwise', () => {
    expect(
      customerDisplayName({ firstName: 'Mette', lastName: 'Andersen', companyName: 'Firma A/S', useCompany: true }),
    ).toBe('Firma A/S');
    expect(customerDisplayName({ firstName: 'Mette', lastName: 'Andersen', companyName: 'Firma A/S' })).toBe(
      'Mette Andersen',
    );
    expect(customerDisplayName({ companyName: 'Firma A/S' })).toBe('Firma A/S');
    expect(customerDisplayName({ email: 'a@b.dk' })).toBe('a@b.dk');
  });
});
