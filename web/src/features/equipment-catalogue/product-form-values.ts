import { equipmentProductInputSchema } from '@servio/domain/equipment-catalogue';
import { formatKroner, parseKroner } from '../../lib/format/index.ts';
import type { EquipmentProduct, EquipmentProductInput } from './catalogue-api.ts';

/** The product form's fields as typed (text), before the domain's schema reads them. */
export interface ProductFormValues {
  categoryId: string;
  name: string;
  supplier: string;
  /** Whole months; empty: the company's interval. */
  serviceIntervalMonths: string;
  column1: string;
  column2: string;
  column3: string;
  /** On the public booking page: its duration (whole minutes), price (kroner as typed) and description. */
  bookable: boolean;
  bookingMinutes: string;
  bookingPrice: string;
  bookingDescription: string;
}

export type ProductField = keyof ProductFormValues;

export function productFormValues(product: EquipmentProduct | null, categoryId: string | undefined): ProductFormValues {
  return {
    categoryId: product?.category.id ?? categoryId ?? '',
    name: product?.name ?? '',
    supplier: product?.supplier ?? '',
    serviceIntervalMonths: product?.serviceIntervalMonths?.toString() ?? '',
    column1: product?.column1 ?? '',
    column2: product?.column2 ?? '',
    column3: product?.column3 ?? '',
    bookable: product?.bookable ?? false,
    bookingMinutes: product?.bookingMinutes?.toString() ?? '',
    bookingPrice: formatKroner(product?.bookingPrice ?? null),
    bookingDescription: product?.bookingDescription ?? '',
  };
}

/**
 * The input the server takes, or each field's message key: the domain's own schema checks it (an interval of 0 or
 * over 120 months is serviceInterval_invalid), so the form and the server refuse the same things.
 */
export function parseProductForm(
  values: ProductFormValues,
): { input: EquipmentProductInput } | { errors: Partial<Record<ProductField, string>> } {
  const months = values.serviceIntervalMonths.trim();
  const interval = months === '' ? null : /^-?\d+$/.test(months) ? Number(months) : Number.NaN;
  if (Number.isNaN(interval)) return { errors: { serviceIntervalMonths: 'serviceInterval_invalid' } };
  if (!values.categoryId) return { errors: { categoryId: 'equipmentCategory.required' } };
  const minutesText = values.bookingMinutes.trim();
  const bookingMinutes = minutesText === '' ? null : /^\d+$/.test(minutesText) ? Number(minutesText) : Number.NaN;
  if (Number.isNaN(bookingMinutes)) return { errors: { bookingMinutes: 'booking.serviceMinutesInvalid' } };
  const bookingPrice = parseKroner(values.bookingPrice);
  if (bookingPrice === 'invalid') return { errors: { bookingPrice: 'money_invalid' } };
  const raw = { ...values, serviceIntervalMonths: interval, bookingMinutes, bookingPrice };
  const result = equipmentProductInputSchema.safeParse(raw);
  if (!result.success) {
    const errors: Partial<Record<ProductField, string>> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0]) as ProductField] ??= issue.message;
    return { errors };
  }
  // The server reads the raw text again (its schema trims); sending what the person typed keeps one source of truth.
  return {
    input: {
      categoryId: values.categoryId,
      name: values.name,
      supplier: values.supplier,
      serviceIntervalMonths: interval,
      column1: values.column1,
      column2: values.column2,
      column3: values.column3,
      bookable: values.bookable,
      bookingMinutes,
      bookingPrice,
      bookingDescription: values.bookingDescription,
    },
  };
}
