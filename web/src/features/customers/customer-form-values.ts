import type { FieldErrors, Resolver } from 'react-hook-form';
import { customerInputSchema } from '@servio/domain/customer';
import { formatCoordinateInput, parseDecimal } from '../../lib/format/index.ts';
import type { LockedLoginFields } from './customer-access.ts';
import type { CustomerDetail, CustomerInput } from './customers-api.ts';

export const customerFlagFields = [
  'sendInvoiceToMe',
  'sendReportToMe',
  'showPricesInReport',
  'useChildCustomer',
  'useInvoice',
] as const;

export interface CustomerFormValues {
  useCompany: boolean;
  firstName: string;
  lastName: string;
  companyName: string;
  companyCVR: string;
  ean: string;
  email: string;
  altEmail: string;
  phoneNumber: string;
  streetAddress: string;
  zipcode: string;
  city: string;
  latitude: string;
  longitude: string;
  notes: string;
  parentCustomerId: string;
  allowedToLogin: boolean;
  sendInvoiceToMe: boolean;
  sendReportToMe: boolean;
  showPricesInReport: boolean;
  useChildCustomer: boolean;
  useInvoice: boolean;
}

export type CustomerFormField = keyof CustomerFormValues;

export function emptyCustomerValues(parentCustomerId = ''): CustomerFormValues {
  return {
    useCompany: false,
    firstName: '',
    lastName: '',
    companyName: '',
    companyCVR: '',
    ean: '',
    email: '',
    altEmail: '',
    phoneNumber: '',
    streetAddress: '',
    zipcode: '',
    city: '',
    latitude: '',
    longitude: '',
    notes: '',
    parentCustomerId,
    allowedToLogin: false,
    sendInvoiceToMe: false,
    sendReportToMe: false,
    showPricesInReport: false,
    useChildCustomer: false,
    useInvoice: false,
  };
}

export function customerToValues(c: CustomerDetail): CustomerFormValues {
  return {
    useCompany: c.useCompany,
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    companyName: c.companyName ?? '',
    companyCVR: c.companyCVR ?? '',
    ean: c.ean ?? '',
    email: c.email ?? '',
    altEmail: c.altEmail ?? '',
    phoneNumber: c.phoneNumber ?? '',
    streetAddress: c.address.streetAddress ?? '',
    zipcode: c.address.zipcode ?? '',
    city: c.address.city ?? '',
    latitude: formatCoordinateInput(c.address.latitude),
    longitude: formatCoordinateInput(c.address.longitude),
    notes: c.notes ?? '',
    parentCustomerId: c.parentCustomerId ?? '',
    allowedToLogin: c.allowedToLogin,
    sendInvoiceToMe: c.sendInvoiceToMe,
    sendReportToMe: c.sendReportToMe,
    showPricesInReport: c.showPricesInReport,
    useChildCustomer: c.useChildCustomer,
    useInvoice: c.useInvoice,
  };
}

/** '55,6761' or '55.6761' → 55.6761; '' → null; anything else NaN (refused by the form). */
function parseCoordinate(text: string): number | null {
  const v = parseDecimal(text);
  return v === 'invalid' ? Number.NaN : v;
}

const nothingLocked: LockedLoginFields = { email: false, allowedToLogin: false };

/**
 * The API input for the form's values: every field is sent, '' clears it (the server normalises); a locked login
 * field is left out, so the server keeps it as it is.
 */
export function valuesToInput(v: CustomerFormValues, locked: LockedLoginFields = nothingLocked): CustomerInput {
  const input: CustomerInput = {
    useCompany: v.useCompany,
    firstName: v.firstName,
    lastName: v.lastName,
    // A private customer has no company fields; what was typed there stays in the form but is not saved.
    companyName: v.useCompany ? v.companyName : '',
    companyCVR: v.useCompany ? v.companyCVR : '',
    ean: v.ean,
    email: v.email,
    altEmail: v.altEmail,
    phoneNumber: v.phoneNumber,
    notes: v.notes,
    parentCustomerId: v.parentCustomerId,
    allowedToLogin: v.allowedToLogin,
    sendInvoiceToMe: v.sendInvoiceToMe,
    sendReportToMe: v.sendReportToMe,
    showPricesInReport: v.showPricesInReport,
    useChildCustomer: v.useChildCustomer,
    useInvoice: v.useInvoice,
    address: {
      streetAddress: v.streetAddress,
      zipcode: v.zipcode,
      city: v.city,
      latitude: parseCoordinate(v.latitude),
      longitude: parseCoordinate(v.longitude),
    },
  };
  if (locked.email) delete input.email;
  if (locked.allowedToLogin) delete input.allowedToLogin;
  return input;
}

/** A schema or server path ('address.zipcode', 'companyCVR') as the form field that shows it. */
export function formFieldOf(path: string | undefined): CustomerFormField | 'root' {
  if (!path) return 'root';
  const last = path.split('.').pop()!;
  const fields = Object.keys(emptyCustomerValues()) as CustomerFormField[];
  return (fields as string[]).includes(last) ? (last as CustomerFormField) : 'root';
}

/** The domain's zod rules (the same the server uses), with messages as keys the form translates. */
export const customerResolver: Resolver<CustomerFormValues> = (values) => {
  const errors: Partial<Record<CustomerFormField | 'root', { type: string; message: string }>> = {};
  const input = valuesToInput(values);
  for (const field of ['latitude', 'longitude'] as const) {
    if (Number.isNaN(input.address?.[field])) {
      errors[field] = { type: 'validate', message: `${field}_invalid` };
      input.address![field] = null;
    }
  }
  const result = customerInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      if (!errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<CustomerFormValues> }
    : { values, errors: {} };
};
