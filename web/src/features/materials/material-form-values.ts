import type { FieldErrors, Resolver } from 'react-hook-form';
import { materialInputSchema } from '@servio/domain/material';
import { formatCoordinateInput, parseDecimal } from '../../lib/format/index.ts';
import type { MaterialDetail, MaterialInput } from './materials-api.ts';

/** The material form as typed. serviceActive: '' follows the company, 'on' or 'off'. */
export interface MaterialFormValues {
  productId: string;
  serialNumber: string;
  name: string;
  placement: string;
  installedOn: string;
  customerId: string | null;
  streetAddress: string;
  zipcode: string;
  city: string;
  latitude: string;
  longitude: string;
  serviceActive: '' | 'on' | 'off';
  serviceIntervalMonths: string;
  lastServiceOn: string;
  rentable: boolean;
}
export type MaterialFormField = keyof MaterialFormValues;

export function emptyMaterialValues(defaults: { customerId?: string } = {}): MaterialFormValues {
  return {
    productId: '',
    serialNumber: '',
    name: '',
    placement: '',
    installedOn: '',
    customerId: defaults.customerId ?? null,
    streetAddress: '',
    zipcode: '',
    city: '',
    latitude: '',
    longitude: '',
    serviceActive: '',
    serviceIntervalMonths: '',
    lastServiceOn: '',
    rentable: false,
  };
}

export function materialToValues(m: MaterialDetail): MaterialFormValues {
  return {
    productId: m.productId,
    serialNumber: m.serialNumber ?? '',
    name: m.name ?? '',
    placement: m.placement ?? '',
    installedOn: m.installedOn ?? '',
    customerId: m.customerId ?? null,
    streetAddress: m.address?.streetAddress ?? '',
    zipcode: m.address?.zipcode ?? '',
    city: m.address?.city ?? '',
    latitude: formatCoordinateInput(m.address?.latitude ?? null),
    longitude: formatCoordinateInput(m.address?.longitude ?? null),
    serviceActive: m.serviceActive === null ? '' : m.serviceActive ? 'on' : 'off',
    serviceIntervalMonths: m.serviceIntervalMonths === null ? '' : String(m.serviceIntervalMonths),
    lastServiceOn: m.lastServiceOn ?? '',
    rentable: m.rentable,
  };
}

const number = (text: string) => {
  if (!text.trim()) return null;
  const n = parseDecimal(text);
  return n === null || n === 'invalid' ? Number.NaN : n;
};

/** The API input: every field is sent ('' clears); an unreadable number is NaN, which the resolver reports. */
export function valuesToInput(v: MaterialFormValues): MaterialInput {
  const hasAddress = Boolean(v.streetAddress.trim() || v.zipcode.trim() || v.city.trim());
  return {
    productId: v.productId,
    serialNumber: v.serialNumber,
    name: v.name,
    placement: v.placement,
    installedOn: v.installedOn || null,
    customerId: v.customerId,
    address: hasAddress
      ? {
          streetAddress: v.streetAddress,
          zipcode: v.zipcode,
          city: v.city,
          latitude: number(v.latitude),
          longitude: number(v.longitude),
        }
      : null,
    serviceActive: v.serviceActive === '' ? null : v.serviceActive === 'on',
    serviceIntervalMonths: number(v.serviceIntervalMonths),
    lastServiceOn: v.lastServiceOn || null,
    rentable: v.rentable,
  };
}

/** The server's field name ('input.address.zipcode') as the form's; anything else belongs to the whole form. */
export function formFieldOf(field: string | undefined): MaterialFormField | 'root' {
  const name = field?.replace(/^input\./, '').replace(/^address\./, '');
  return name && name in emptyMaterialValues() ? (name as MaterialFormField) : 'root';
}

/** Client checks: the domain's own rules (materialInputSchema), a model chosen. */
export const materialResolver: Resolver<MaterialFormValues> = (values) => {
  const errors: Partial<Record<MaterialFormField, { type: string; message: string }>> = {};
  if (!values.productId) errors.productId = { type: 'required', message: 'required' };
  const result = materialInputSchema.safeParse(valuesToInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(`input.${issue.path.map(String).join('.')}`);
      if (field !== 'root' && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<MaterialFormValues> }
    : { values, errors: {} };
};
