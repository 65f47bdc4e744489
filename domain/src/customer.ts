import { z } from 'zod';
import { addressSchema } from './address.ts';
import { cvrFieldSchema, eanFieldSchema, emailFieldSchema, isUuid, optionalText, phoneFieldSchema } from './fields.ts';

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
  address: addressSchema.nullish(),
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
