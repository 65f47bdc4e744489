import type { ReactNode } from 'react';
import type { VisitSort } from '@servio/domain/visit';
import type { CompanySettings } from '../../lib/auth.ts';
import { formatAddress, formatMoney, formatPeriod, formatShortDate } from '../../lib/format/index.ts';
import type { VisitRow } from './visits-api.ts';

export interface VisitColumn {
  id: string;
  labelKey: string;
  sort?: VisitSort;
  value: (v: VisitRow, noTime: string) => ReactNode;
  numeric?: boolean;
  /** Shown only when the company has the feature. */
  enabled?: (company: CompanySettings) => boolean;
}

/** Every column the list can show; case number and status are always shown. */
export const visitColumns: VisitColumn[] = [
  {
    id: 'time',
    labelKey: 'visits.columns.time',
    sort: 'start',
    value: (v, noTime) => formatPeriod(v.start, v.end, noTime),
    numeric: true,
  },
  { id: 'customer', labelKey: 'visits.columns.customer', sort: 'customer', value: (v) => v.customer?.name ?? '' },
  { id: 'address', labelKey: 'visits.columns.address', value: (v) => formatAddress(v.address) },
  { id: 'employees', labelKey: 'visits.columns.employees', value: (v) => v.employees.map((e) => e.name).join(', ') },
  { id: 'description', labelKey: 'visits.columns.description', value: (v) => v.description ?? '' },
  {
    id: 'department',
    labelKey: 'visits.columns.department',
    value: (v) => v.department?.name ?? '',
    enabled: (c) => c.enableDepartment,
  },
  {
    id: 'reference',
    labelKey: 'visits.columns.reference',
    value: (v) => v.reference ?? '',
    enabled: (c) => c.enableReference,
  },
  {
    id: 'end',
    labelKey: 'visits.columns.end',
    sort: 'end',
    value: (v) => (v.end ? formatShortDate(v.end) : ''),
    numeric: true,
  },
  {
    id: 'totalPrice',
    labelKey: 'visits.columns.totalPrice',
    sort: 'totalPrice',
    value: (v) => (v.totalPrice === null ? '' : formatMoney(v.totalPrice)),
    numeric: true,
  },
  {
    id: 'createdAt',
    labelKey: 'visits.columns.createdAt',
    sort: 'createdAt',
    value: (v) => formatShortDate(v.createdAt),
    numeric: true,
  },
];

export const defaultVisitColumnIds = ['time', 'customer', 'address', 'employees', 'description'];

/** Where this browser remembers the user's chosen columns (see useColumnChoice). */
export const visitColumnStorageKey = 'servio.visits.columns';
