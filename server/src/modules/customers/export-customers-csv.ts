import { customerDisplayName, customerSorts, toCsv } from '@servio/domain';
import { customers } from '../../db/tables/index.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerListConditions, customerListOrder, type CustomerListArgs } from './customer-list-query.ts';

const exportHeaders = [
  'Navn',
  'Fornavn',
  'Efternavn',
  'Firmanavn',
  'CVR',
  'EAN',
  'Email',
  'Alternativ email',
  'Telefon',
  'Adresse',
  'Postnr',
  'By',
  'Erhverv',
  'Noter',
  'Oprettet',
];

export const maxExportRows = 50_000;

/** The list as the user searched and sorted it, as CSV for Danish Excel (BOM, ';', Danish headings). */
export async function exportCustomersCsv(scope: CompanyScope, args: CustomerListArgs): Promise<string> {
  const sort = args.sort && (customerSorts as readonly string[]).includes(args.sort) ? args.sort : 'name';
  const rows = await scope.db
    .select()
    .from(customers)
    .where(customerListConditions(args))
    .orderBy(...customerListOrder({ sort, sortDirection: args.sortDirection }))
    .limit(maxExportRows);
  return toCsv([
    exportHeaders,
    ...rows.map((c) => [
      customerDisplayName(c),
      c.firstName,
      c.lastName,
      c.companyName,
      c.companyCvr,
      c.ean,
      c.email,
      c.altEmail,
      c.phoneNumber,
      c.streetAddress,
      c.zipcode,
      c.city,
      c.useCompany ? 'Ja' : 'Nej',
      c.notes,
      c.createdAt.toISOString().slice(0, 10),
    ]),
  ]);
}
