import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  customerImportFields,
  maxImportRows,
  parseCsv,
  suggestMapping,
  validateImportRows,
  type CustomerImportField,
  type ImportRow,
  type ImportRowError,
} from '@servio/domain';
import { customers, users } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/** At most this many row errors travel back; the counts stay exact. */
export const maxReportedErrors = 1000;
const maxCsvLength = 8 * 1024 * 1024;

function readCsv(csv: string): string[][] {
  if (csv.length > maxCsvLength) throw badInput('csv', 'import.tooLarge');
  const rows = parseCsv(csv);
  if (rows.length < 2) throw badInput('csv', 'import.empty');
  if (rows.length - 1 > maxImportRows) throw badInput('csv', 'import.tooManyRows');
  return rows;
}

function checkMapping(mapping: (string | null | undefined)[], columnCount: number): (CustomerImportField | null)[] {
  if (mapping.length > columnCount + 50) throw badInput('mapping', 'import.mappingInvalid');
  const used = new Set<string>();
  return mapping.map((field) => {
    if (field === null || field === undefined || field === '') return null;
    if (!(customerImportFields as readonly string[]).includes(field))
      throw badInput('mapping', 'import.mappingInvalid');
    if (used.has(field)) throw badInput('mapping', 'import.mappingDuplicate');
    used.add(field);
    return field as CustomerImportField;
  });
}

/**
 * Rows whose email the company already has (a customer, or a user of the company; other companies' people are not
 * looked at, docs/decisions/0013) get 'duplicateEmail'.
 */
async function markExistingEmails(scope: CompanyScope, rows: ImportRow[]): Promise<void> {
  const emails = [...new Set(rows.map((r) => r.input?.email).filter((e): e is string => Boolean(e)))];
  if (emails.length === 0) return;
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 5000) {
    const chunk = emails.slice(i, i + 5000);
    const found = await scope.db
      .select({ email: sql<string>`lower(${customers.email})` })
      .from(customers)
      .where(inArray(sql`lower(${customers.email})`, chunk))
      .union(
        scope.db
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(and(inArray(sql`lower(${users.email})`, chunk), eq(users.companyId, scope.companyId))),
      );
    for (const row of found) taken.add(row.email);
  }
  for (const row of rows) {
    if (row.input?.email && taken.has(row.input.email)) {
      row.errors = [{ row: row.row, field: 'email', reason: 'duplicateEmail' }];
      row.input = null;
    }
  }
}

/** The file's rows checked against the mapping (the suggested one without) and against the company's emails. */
export async function checkImportRows(
  scope: CompanyScope,
  csv: string,
  mapping: (string | null | undefined)[] | null | undefined,
): Promise<{
  rows: string[][];
  headers: string[];
  fields: (CustomerImportField | null)[];
  checked: ImportRow[];
  errors: ImportRowError[];
}> {
  const rows = readCsv(csv);
  const headers = rows[0]!;
  const fields = mapping ? checkMapping(mapping, headers.length) : suggestMapping(headers);
  const checked = validateImportRows(rows, fields);
  await markExistingEmails(scope, checked);
  const errors = checked.flatMap((r) => r.errors);
  return { rows, headers, fields, checked, errors };
}
