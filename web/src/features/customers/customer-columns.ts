import type { CustomerListItem } from './customers-api.ts';
import type { CustomerSort } from '@servio/domain/customer';
import { formatPhone, formatShortDate } from '../../lib/format/index.ts';

export interface CustomerColumn {
  id: string;
  labelKey: string;
  /** The server sort, when the column can be sorted. */
  sort?: CustomerSort;
  value: (c: CustomerListItem) => string;
  numeric?: boolean;
}

/** Every column the list can show; the name is always shown. */
export const customerColumns: CustomerColumn[] = [
  {
    id: 'companyName',
    labelKey: 'customers.fields.companyName',
    sort: 'companyName',
    value: (c) => c.companyName ?? '',
  },
  {
    id: 'contact',
    labelKey: 'customers.columns.contact',
    value: (c) => (c.useCompany ? [c.firstName, c.lastName].filter(Boolean).join(' ') : ''),
  },
  { id: 'email', labelKey: 'customers.fields.email', sort: 'email', value: (c) => c.email ?? '' },
  {
    id: 'phoneNumber',
    labelKey: 'customers.fields.phoneNumber',
    sort: 'phoneNumber',
    value: (c) => (c.phoneNumber ? formatPhone(c.phoneNumber) : ''),
    numeric: true,
  },
  { id: 'streetAddress', labelKey: 'customers.fields.streetAddress', value: (c) => c.address.streetAddress ?? '' },
  {
    id: 'zipcode',
    labelKey: 'customers.fields.zipcode',
    sort: 'zipcode',
    value: (c) => c.address.zipcode ?? '',
    numeric: true,
  },
  { id: 'city', labelKey: 'customers.fields.city', sort: 'city', value: (c) => c.address.city ?? '' },
  { id: 'companyCVR', labelKey: 'customers.fields.companyCVR', value: (c) => c.companyCVR ?? '', numeric: true },
  { id: 'ean', labelKey: 'customers.fields.ean', value: (c) => c.ean ?? '', numeric: true },
  { id: 'altEmail', labelKey: 'customers.fields.altEmail', value: (c) => c.altEmail ?? '' },
  {
    id: 'createdAt',
    labelKey: 'customers.columns.createdAt',
    sort: 'createdAt',
    value: (c) => formatShortDate(c.createdAt),
    numeric: true,
  },
];

export const defaultColumnIds = ['email', 'phoneNumber', 'streetAddress', 'zipcode', 'city'];

/** Where this browser remembers the user's chosen columns (see useColumnChoice). */
export const columnStorageKey = 'servio.customers.columns';
