import type { FieldErrors, Resolver } from 'react-hook-form';
import { itemInputSchema, itemUnits, priceWithMarkup, type ItemUnit } from '@servio/domain/item';
import { formatKroner, formatQuantityInput, parseKroner, parseQuantity } from '../../lib/format/index.ts';
import type { ItemDetail, ItemInput } from './items-api.ts';

/** The item form as typed: money in kroner the language's way (1.234,50), the threshold as a decimal number. */
export interface ItemFormValues {
  sku: string;
  name: string;
  unit: ItemUnit;
  groupId: string;
  followsGroupPrice: boolean;
  costPrice: string;
  listPrice: string;
  salesPrice: string;
  barcode: string;
  lowStockThreshold: string;
  description: string;
}

export type ItemFormField = keyof ItemFormValues;
const moneyFields = ['costPrice', 'listPrice', 'salesPrice'] as const;

export function emptyItemValues(): ItemFormValues {
  return {
    sku: '',
    name: '',
    unit: 'stk',
    groupId: '',
    followsGroupPrice: true,
    costPrice: '',
    listPrice: '',
    salesPrice: '',
    barcode: '',
    lowStockThreshold: '',
    description: '',
  };
}

export function itemToValues(item: ItemDetail): ItemFormValues {
  return {
    sku: item.sku,
    name: item.name,
    unit: (itemUnits as readonly string[]).includes(item.unit) ? item.unit : 'stk',
    groupId: item.groupId ?? '',
    followsGroupPrice: item.followsGroupPrice,
    costPrice: formatKroner(item.costPrice),
    listPrice: formatKroner(item.listPrice),
    salesPrice: formatKroner(item.salesPrice),
    barcode: item.barcode ?? '',
    lowStockThreshold: formatQuantityInput(item.lowStockThreshold),
    description: item.description ?? '',
  };
}

/**
 * The sales price a following item gets, as the server computes it (the domain's priceWithMarkup, half up to whole
 * øre), for the disabled field to show; null when it cannot be computed (no group, no markup, no readable cost).
 */
export function followingPrice(values: Pick<ItemFormValues, 'costPrice'>, markupBp: number | null): number | null {
  const cost = parseKroner(values.costPrice);
  if (markupBp === null || cost === null || cost === 'invalid') return null;
  return priceWithMarkup(cost, markupBp);
}

const readMoney = (text: string) => parseKroner(text);

/**
 * The API input for the form's values: every field is sent ('' clears); an unreadable amount or quantity is NaN,
 * which the resolver reports at its field before anything is sent.
 */
export function valuesToInput(v: ItemFormValues): ItemInput {
  const money = (text: string) => {
    const ore = readMoney(text);
    return ore === 'invalid' ? Number.NaN : ore;
  };
  const threshold = parseQuantity(v.lowStockThreshold);
  return {
    sku: v.sku,
    name: v.name,
    unit: v.unit,
    groupId: v.groupId || null,
    followsGroupPrice: v.groupId ? v.followsGroupPrice : false,
    costPrice: money(v.costPrice),
    listPrice: money(v.listPrice),
    salesPrice: money(v.salesPrice),
    barcode: v.barcode,
    lowStockThreshold: threshold === 'invalid' || (threshold !== null && threshold < 0) ? Number.NaN : threshold,
    description: v.description,
  };
}

/** The server's field name ('input.costPrice') as the form's; anything else belongs to the whole form. */
export function formFieldOf(field: string | undefined): ItemFormField | 'root' {
  const name = field?.replace(/^input\./, '');
  return name && name in emptyItemValues() ? (name as ItemFormField) : 'root';
}

/** Client checks: readable amounts and quantity, then the domain's own rules (itemInputSchema). */
export const itemResolver: Resolver<ItemFormValues> = (values) => {
  const errors: Partial<Record<ItemFormField, { type: string; message: string }>> = {};
  const input = valuesToInput(values);
  for (const field of moneyFields) {
    if (Number.isNaN(input[field])) {
      errors[field] = { type: 'validate', message: 'money_invalid' };
      input[field] = null;
    }
  }
  if (Number.isNaN(input.lowStockThreshold)) {
    errors.lowStockThreshold = { type: 'validate', message: 'quantity_invalid' };
    input.lowStockThreshold = null;
  }
  const result = itemInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(`input.${issue.path.map(String).join('.')}`);
      if (field !== 'root' && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
  }
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<ItemFormValues> }
    : { values, errors: {} };
};
