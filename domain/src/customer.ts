import { z } from 'zod';
import { isValidCvr, isValidEan, isValidEmail, isValidZipcode, normalizeCvr, normalizeEan } from './identifiers.ts';
import { normalizePhone } from './phone.ts';

/** The fields of which a customer needs at least one (spec section 5). */
export const customerIdentityFields = [
  'firstName',
  'lastName',
  'email',
  'altEmail',
  'phoneNumber',
  'ean',
  'companyName',
  'companyCVR',
] as const;
export type CustomerIdentityField = (typeof customerIdentityFields)[number];

export const customerFlags = [
  'allowedToLogin',
  'sendInvoiceToMe',
  'sendReportToMe',
  'showPricesInReport',
  'useChildCustomer',
  'useCompany',
  'useInvoice',
] as const;
export type CustomerFlag = (typeof customerFlags)[number];

export const customerSorts = ['name', 'companyName', 'email', 'phoneNumber', 'city', 'zipcode', 'createdAt'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** Free text: trimmed, '' becomes null, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A field that must hold a valid value when given; '' or null clears it. */
function checked(normalize: (v: string) => string | null, valid: (v: string) => boolean, reason: string) {
  return z
    .string()
    .max(300, reason)
    .transform((raw, ctx) => {
      const trimmed = raw.trim();
      if (trimmed === '') return null;
      const value = normalize(trimmed);
      if (value === null || !valid(value)) {
        ctx.addIssue({ code: 'custom', message: reason });
        return z.NEVER;
      }
      return value;
    })
    .nullish();
}

export const emailFieldSchema = checked((v) => v.toLowerCase(), isValidEmail, 'email_invalid');
export const phoneFieldSchema = checked(normalizePhone, () => true, 'phone_invalid');
export const cvrFieldSchema = checked(normalizeCvr, isValidCvr, 'cvr_invalid');
export const eanFieldSchema = checked(normalizeEan, isValidEan, 'ean_invalid');
export const zipcodeFieldSchema = checked((v) => v, isValidZipcode, 'zipcode_invalid');

export const customerAddressSchema = z.object({
  streetAddress: optionalText(200),
  zipcode: zipcodeFieldSchema,
  city: optionalText(100),
  latitude: z.number().min(-90, 'latitude_invalid').max(90, 'latitude_invalid').nullish(),
  longitude: z.number().min(-180, 'longitude_invalid').max(180, 'longitude_invalid').nullish(),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

const customerFields = {
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: emailFieldSchema,
  altEmail: emailFieldSchema,
  phoneNumber: phoneFieldSchema,
  ean: eanFieldSchema,
  companyName: optionalText(200),
  companyCVR: cvrFieldSchema,
  allowedToLogin: z.boolean().nullish(),
  sendInvoiceToMe: z.boolean().nullish(),
  sendReportToMe: z.boolean().nullish(),
  showPricesInReport: z.boolean().nullish(),
  useChildCustomer: z.boolean().nullish(),
  useCompany: z.boolean().nullish(),
  useInvoice: z.boolean().nullish(),
  address: customerAddressSchema.nullish(),
  notes: optionalText(10_000),
  parentCustomerId: z
    .string()
    .refine((v) => v === '' || isUuid(v), 'customer.parentNotFound')
    .transform((v) => (v === '' ? null : v))
    .nullish(),
};

/** True when at least one of the identity fields has a value. */
export function hasCustomerIdentity(
  values: Partial<Record<CustomerIdentityField, string | null | undefined>>,
): boolean {
  return customerIdentityFields.some((f) => {
    const v = values[f];
    return typeof v === 'string' && v.trim() !== '';
  });
}

/**
 * A change to a customer: only what is sent changes; '' or null clears. The server checks the merged result
 * for at least one identity field.
 */
export const customerPatchSchema = z.object(customerFields);
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/** A new customer (the web's form uses this too): at least one identity field. */
export const customerInputSchema = customerPatchSchema.superRefine((value, ctx) => {
  if (!hasCustomerIdentity(value)) ctx.addIssue({ code: 'custom', message: 'customer.atLeastOneField', path: [] });
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/** How a customer is named in lists: the company name for companies, else the person's name, else the email. */
export function customerDisplayName(c: {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  email?: string | null;
  useCompany?: boolean | null;
}): string {
  const person = [c.firstName, c.lastName].filter(Boolean).join(' ');
  if (c.companyName && (c.useCompany || !person)) return c.companyName;
  return person || c.companyName || c.email || '';
}
