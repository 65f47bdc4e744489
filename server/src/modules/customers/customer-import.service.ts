import { tenantScope } from '../../graphql/context.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  customerImportFields,
  customerSorts,
  customerDisplayName,
  maxImportRows,
  parseCsv,
  suggestMapping,
  toCsv,
  validateImportRows,
  type CustomerImportField,
  type ImportRow,
  type ImportRowError,
} from '@servio/domain';
import { recordAudit } from '../../audit/audit.service.ts';
import { customerImports, customers, users } from '../../db/tables/index.ts';
import type { Context } from '../../graphql/context.ts';
import { badInput, notFound } from '../../core/errors.ts';
import { idempotent } from '../../core/idempotency.ts';
import { customerValues, listConditions, listOrder, type CustomerListArgs } from './customers.service.ts';

export interface ImportColumn {
  index: number;
  header: string;
  suggestedField: CustomerImportField | null;
  samples: string[];
}

export interface ImportPreview {
  columns: ImportColumn[];
  mapping: (CustomerImportField | null)[];
  rowCount: number;
  validCount: number;
  errors: ImportRowError[];
}

export interface ImportResult {
  id: string;
  createdCount: number;
  skippedCount: number;
  errors: ImportRowError[];
}

/** At most this many row errors travel back; the counts stay exact. */
const maxReportedErrors = 1000;
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

/** Rows whose email the company already has (a customer, or a user) get 'duplicateEmail'. */
async function markExistingEmails(ctx: Context, rows: ImportRow[]): Promise<void> {
  const emails = [...new Set(rows.map((r) => r.input?.email).filter((e): e is string => Boolean(e)))];
  if (emails.length === 0) return;
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 5000) {
    const chunk = emails.slice(i, i + 5000);
    const found = await ctx.db
      .select({ email: sql<string>`lower(${customers.email})` })
      .from(customers)
      .where(inArray(sql`lower(${customers.email})`, chunk))
      .union(
        ctx.db
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, chunk)),
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

async function validate(ctx: Context, csv: string, mapping: (string | null | undefined)[] | null | undefined) {
  const rows = readCsv(csv);
  const headers = rows[0]!;
  const fields = mapping ? checkMapping(mapping, headers.length) : suggestMapping(headers);
  const checked = validateImportRows(rows, fields);
  await markExistingEmails(ctx, checked);
  const errors = checked.flatMap((r) => r.errors);
  return { rows, headers, fields, checked, errors };
}

/** Reads the file and reports what an import would do. Writes nothing. */
export async function previewCustomerImport(
  ctx: Context,
  csv: string,
  mapping?: (string | null | undefined)[] | null,
): Promise<ImportPreview> {
  const { rows, headers, fields, checked, errors } = await validate(ctx, csv, mapping);
  const suggested = suggestMapping(headers);
  return {
    columns: headers.map((header, index) => ({
      index,
      header,
      suggestedField: suggested[index] ?? null,
      samples: rows.slice(1, 4).map((r) => r[index] ?? ''),
    })),
    mapping: headers.map((_, i) => fields[i] ?? null),
    rowCount: checked.length,
    validCount: checked.filter((r) => r.input).length,
    errors: errors.slice(0, maxReportedErrors),
  };
}

async function loadImport(ctx: Context, id: string): Promise<ImportResult> {
  const [row] = await ctx.db.select().from(customerImports).where(eq(customerImports.id, id));
  if (!row) throw notFound();
  return { id: row.id, createdCount: row.createdCount, skippedCount: row.skippedCount, errors: row.errors };
}

/** Writes every valid row in the request's one transaction; rows with errors are skipped and reported. */
export async function importCustomers(
  ctx: Context,
  csv: string,
  mapping: (string | null | undefined)[],
  idempotencyKey: string | null | undefined,
): Promise<ImportResult> {
  const viewer = ctx.viewer!;
  return idempotent(tenantScope(ctx), {
    operation: 'importCustomers',
    key: idempotencyKey,
    payload: { csv, mapping },
    load: (id) => loadImport(ctx, id),
    create: async () => {
      const { checked, errors } = await validate(ctx, csv, mapping);
      const valid = checked
        .filter((r) => r.input)
        .map((r) => ({ ...customerValues(r.input!), companyId: viewer.companyId! }));
      for (let i = 0; i < valid.length; i += 500) await ctx.db.insert(customers).values(valid.slice(i, i + 500));
      const reported = errors.slice(0, maxReportedErrors);
      const [record] = await ctx.db
        .insert(customerImports)
        .values({
          companyId: viewer.companyId!,
          createdById: viewer.userId,
          createdCount: valid.length,
          skippedCount: checked.length - valid.length,
          errors: reported,
        })
        .returning();
      await recordAudit(ctx.db, {
        action: 'customer.imported',
        companyId: viewer.companyId,
        actorUserId: viewer.userId,
        actorEmail: viewer.email,
        ip: ctx.req.ip,
        details: { created: valid.length, skipped: checked.length - valid.length },
      });
      return {
        id: record!.id,
        createdCount: valid.length,
        skippedCount: checked.length - valid.length,
        errors: reported,
      };
    },
  });
}

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
export async function customersCsv(ctx: Context, args: CustomerListArgs): Promise<string> {
  const sort = args.sort && (customerSorts as readonly string[]).includes(args.sort) ? args.sort : 'name';
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(listConditions(args))
    .orderBy(...listOrder({ sort, sortDirection: args.sortDirection }))
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
