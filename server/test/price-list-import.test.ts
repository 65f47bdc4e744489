import {
  mapPriceListRows,
  parseCsv,
  permissionFlags,
  priceWithMarkup,
  suggestPriceListMapping,
  type PriceListLine,
} from '@servio/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, itemGroups, items, priceListImportLines, priceListImports } from '../src/db/tables/index.ts';
import { createCompany, createPerson, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

const start = `mutation ($fileName: String, $lineCount: Int!, $createNew: Boolean!, $mapping: [String]) {
  startPriceListImport(fileName: $fileName, lineCount: $lineCount, createNew: $createNew, mapping: $mapping) { id status lineCount } }`;
const add = `mutation ($id: ID!, $lines: [PriceListLineInput!]!) { addPriceListImportLines(importId: $id, lines: $lines) }`;
const preview = `query ($id: ID!, $offset: Int, $limit: Int) { priceListImportPreview(importId: $id, offset: $offset, limit: $limit) {
  status lineCount receivedCount newCount changedCount unchangedCount errorCount
  changes { line sku name isNew oldCostPrice newCostPrice oldListPrice newListPrice oldSalesPrice newSalesPrice }
  errors { line field reason } } }`;
const apply = `mutation ($id: ID!) { applyPriceListImport(importId: $id) { id status createdCount updatedCount unchangedCount } }`;
const discard = `mutation ($id: ID!) { discardPriceListImport(importId: $id) }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

/** A supplier's file as the browser reads it (after decodeCsvBytes): ';', decimal commas, Danish headings. */
const csv = [
  'Varenr;Beskrivelse;Enhed;Nettopris;Vejl. udsalgspris;Varegruppe',
  'R-15;Kobberrør 15 mm;meter;48,00;89,95;VVS',
  'R-22;Kobberrør 22 mm;meter;1.234,50;;VVS',
  'S-5;Skrue 5x50;pk;12,5;29;',
].join('\r\n');

describe.each(backends)('the price-list import on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let employee: CreatedPerson;
  let supplier: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let groupId: string;

  const ok = async <T = Record<string, unknown>>(
    cookie: string,
    document: string,
    variables: Record<string, unknown>,
  ): Promise<T> => {
    const r = await graphql(t.app, cookie, document, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data!)[0] as T;
  };
  const companyItems = () =>
    t.database.db.select().from(items).where(eq(items.companyId, companyId)).orderBy(items.sku);
  /** The whole server path: start, chunks, preview. */
  const stage = async (lines: PriceListLine[], createNew = true, chunk = 2) => {
    const { id } = await ok<{ id: string }>(admin.cookie, start, {
      fileName: 'leverandør.csv',
      lineCount: lines.length,
      createNew,
      mapping: ['sku', 'name', 'unit', 'costPrice', 'listPrice', 'groupName'],
    });
    for (let i = 0; i < lines.length; i += chunk) await ok(admin.cookie, add, { id, lines: lines.slice(i, i + chunk) });
    return id;
  };
  const fileLines = () => {
    const rows = parseCsv(csv);
    const mapped = mapPriceListRows(rows, suggestPriceListMapping(rows[0]!));
    expect(mapped.errors).toEqual([]);
    return mapped.lines;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t);
    companyId = company.companyId;
    admin = company.admin;
    // Every permission flag: the import is the administrator's, whatever an employee may do.
    employee = await createPerson(t, {
      companyId,
      role: 'employee',
      ...Object.fromEntries(permissionFlags.map((flag) => [flag, true])),
    });
    supplier = await createPerson(t, { companyId, role: 'supplier', kind: null });
    otherAdmin = (await createCompany(t)).admin;
    const [group] = await t.database.db
      .insert(itemGroups)
      .values({ companyId, name: 'VVS', markupBp: 2500 })
      .returning();
    groupId = group!.id;
    // An existing item the file changes (its cost), following its group.
    await t.database.db.insert(items).values({
      companyId,
      sku: 'R-15',
      name: 'Kobberrør 15 mm',
      unit: 'm',
      costPrice: 4000,
      listPrice: 8995,
      salesPrice: 5000,
      groupId,
      followsGroupPrice: true,
    });
  });
  afterAll(async () => t?.close());

  it('maps, uploads in chunks, previews the changes and applies them all', async () => {
    const id = await stage(fileLines());
    const p = await ok<Record<string, unknown>>(admin.cookie, preview, { id });
    expect(p).toMatchObject({
      status: 'staging',
      lineCount: 3,
      receivedCount: 3,
      newCount: 2,
      changedCount: 1,
      unchangedCount: 0,
      errorCount: 0,
      errors: [],
    });
    expect(p.changes).toEqual([
      {
        line: 2,
        sku: 'R-15',
        name: 'Kobberrør 15 mm',
        isNew: false,
        oldCostPrice: 4000,
        newCostPrice: 4800,
        oldListPrice: 8995,
        newListPrice: 8995,
        oldSalesPrice: 5000,
        newSalesPrice: priceWithMarkup(4800, 2500),
      },
      {
        line: 3,
        sku: 'R-22',
        name: 'Kobberrør 22 mm',
        isNew: true,
        oldCostPrice: null,
        newCostPrice: 123_450,
        oldListPrice: null,
        newListPrice: null,
        oldSalesPrice: null,
        newSalesPrice: priceWithMarkup(123_450, 2500),
      },
      expect.objectContaining({ line: 4, sku: 'S-5', isNew: true, newCostPrice: 1250, newListPrice: 2900 }),
    ]);
    // Previewing wrote nothing.
    expect((await companyItems()).map((i) => i.sku)).toEqual(['R-15']);

    const applied = await ok(admin.cookie, apply, { id });
    expect(applied).toMatchObject({ status: 'applied', createdCount: 2, updatedCount: 1, unchangedCount: 0 });
    const after = await companyItems();
    expect(after.map((i) => [i.sku, i.name, i.unit, i.costPrice, i.listPrice, i.salesPrice, i.groupId])).toEqual([
      ['R-15', 'Kobberrør 15 mm', 'm', 4800, 8995, priceWithMarkup(4800, 2500), groupId],
      ['R-22', 'Kobberrør 22 mm', 'm', 123_450, null, priceWithMarkup(123_450, 2500), groupId],
      ['S-5', 'Skrue 5x50', 'pakke', 1250, 2900, null, null],
    ]);
    expect(after.find((i) => i.sku === 'R-15')!.version).toBe(2);
    // The staged lines are gone; the audit log has the import.
    expect(
      await t.database.db.select().from(priceListImportLines).where(eq(priceListImportLines.importId, id)),
    ).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'priceList.imported')));
    expect(entry!.details).toMatchObject({ created: 2, updated: 1, unchanged: 0, fileName: 'leverandør.csv' });

    // Applying it again does nothing.
    expect(await ok(admin.cookie, apply, { id })).toMatchObject({ createdCount: 2, updatedCount: 1 });
    expect(await companyItems()).toEqual(after);
  });

  it('the same file again creates nothing and reports every line unchanged', async () => {
    const before = await companyItems();
    const id = await stage(fileLines(), true, 3);
    expect(await ok(admin.cookie, preview, { id })).toMatchObject({
      newCount: 0,
      changedCount: 0,
      unchangedCount: 3,
      changes: [],
    });
    expect(await ok(admin.cookie, apply, { id })).toMatchObject({
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 3,
    });
    expect(await companyItems()).toEqual(before);
  });

  it('a sales price in the file is the item’s own; a price change follows the group’s markup', async () => {
    const lines = fileLines();
    const id = await stage([
      { ...lines[0]!, costPrice: 5003, listPrice: null },
      { ...lines[2]!, salesPrice: 3999 },
    ]);
    expect(await ok(admin.cookie, apply, { id })).toMatchObject({ updatedCount: 2 });
    const byS = Object.fromEntries((await companyItems()).map((i) => [i.sku, i]));
    expect(byS['R-15']).toMatchObject({ costPrice: 5003, listPrice: 8995, salesPrice: priceWithMarkup(5003, 2500) });
    expect(byS['S-5']).toMatchObject({ salesPrice: 3999, followsGroupPrice: false });
  });

  it('is all or nothing: a line with errors refuses the import and leaves the items as they were', async () => {
    const before = await companyItems();
    const lines = fileLines();
    const id = await stage([
      { ...lines[0]!, costPrice: 1 },
      { ...lines[1]!, sku: 'NY-1', groupName: 'Ukendt gruppe' },
      { ...lines[2]!, sku: 'NY-2', name: null },
    ]);
    const p = await ok<Record<string, unknown>>(admin.cookie, preview, { id });
    expect(p).toMatchObject({ changedCount: 1, errorCount: 2 });
    expect(p.errors).toEqual([
      { line: 3, field: 'groupName', reason: 'priceList.groupUnknown' },
      { line: 4, field: 'name', reason: 'priceList.nameMissing' },
    ]);
    const refused = await graphql(t.app, admin.cookie, apply, { id });
    expect(ext(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'priceList.hasErrors',
      errorCount: 2,
      line: 3,
    });
    expect(await companyItems()).toEqual(before);
    expect(await ok(admin.cookie, discard, { id })).toBe(true);
    expect(errorCode(await graphql(t.app, admin.cookie, apply, { id }))).toBe('BAD_USER_INPUT');
  });

  it('refuses an import whose lines did not all arrive', async () => {
    const { id } = await ok<{ id: string }>(admin.cookie, start, { lineCount: 3, createNew: true });
    await ok(admin.cookie, add, { id, lines: fileLines().slice(0, 2) });
    expect(ext(await graphql(t.app, admin.cookie, apply, { id }))).toMatchObject({ reason: 'priceList.incomplete' });
  });

  it('refuses unknown SKUs when new items are not wanted', async () => {
    const lines = fileLines();
    const id = await stage([lines[0]!, { ...lines[1]!, sku: 'FINDES-IKKE' }], false);
    const p = await ok<Record<string, unknown>>(admin.cookie, preview, { id });
    expect(p).toMatchObject({
      newCount: 0,
      errorCount: 1,
      errors: [{ line: 3, field: 'sku', reason: 'priceList.unknownSku' }],
    });
    expect(ext(await graphql(t.app, admin.cookie, apply, { id }))).toMatchObject({ reason: 'priceList.hasErrors' });
    expect((await companyItems()).some((i) => i.sku === 'FINDES-IKKE')).toBe(false);
  });

  it('refuses a SKU twice in one file, in one chunk or across chunks, naming both lines', async () => {
    const lines = fileLines();
    const { id } = await ok<{ id: string }>(admin.cookie, start, { lineCount: 3, createNew: true });
    const same = await graphql(t.app, admin.cookie, add, { id, lines: [lines[0], { ...lines[1], sku: 'R-15' }] });
    expect(ext(same)).toMatchObject({ field: 'lines.sku', reason: 'priceList.duplicateSku', line: 3, otherLine: 2 });
    await ok(admin.cookie, add, { id, lines: [lines[0]] });
    // A retried chunk (the same line again) is taken once; another line with the SKU is refused.
    expect(await ok(admin.cookie, add, { id, lines: [lines[0]] })).toBe(1);
    const later = await graphql(t.app, admin.cookie, add, { id, lines: [{ ...lines[2], sku: 'R-15' }] });
    expect(ext(later)).toMatchObject({ reason: 'priceList.duplicateSku', line: 4, otherLine: 2 });
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(priceListImportLines)
      .where(eq(priceListImportLines.importId, id))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('checks every line again on the server: a price over 10 million kroner, a negative one, an unknown unit', async () => {
    const line = fileLines()[0]!;
    const { id } = await ok<{ id: string }>(admin.cookie, start, { lineCount: 1, createNew: true });
    const cases: [Partial<PriceListLine>, string, string][] = [
      [{ costPrice: 1_000_000_001 }, 'lines.costPrice', 'priceList.priceTooHigh'],
      [{ listPrice: -100 }, 'lines.listPrice', 'priceList.priceNegative'],
      [{ unit: 'fad' as never }, 'lines.unit', 'priceList.unitUnknown'],
      [{ barcode: '5701234567891' }, 'lines.barcode', 'priceList.barcodeInvalid'],
      [{ sku: '' }, 'lines.sku', 'priceList.skuMissing'],
    ];
    for (const [change, field, reason] of cases) {
      const r = await graphql(t.app, admin.cookie, add, { id, lines: [{ ...line, ...change }] });
      expect(ext(r), reason).toMatchObject({ code: 'BAD_USER_INPUT', field, reason, line: 2 });
    }
    const p = await ok<{ receivedCount: number }>(admin.cookie, preview, { id });
    expect(p.receivedCount).toBe(0);
    expect(ext(await graphql(t.app, admin.cookie, start, { lineCount: 100_001, createNew: true }))).toMatchObject({
      reason: 'priceList.tooManyLines',
    });
  });

  it('a new import discards the ones left staging for a day, with their lines', async () => {
    const old = await stage(fileLines().slice(0, 2));
    const recent = await stage(fileLines().slice(0, 1));
    await t.database.db
      .update(priceListImports)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(priceListImports.id, old));
    await ok(admin.cookie, start, { lineCount: 1, createNew: true });
    const status = async (id: string) =>
      (await t.database.db.select().from(priceListImports).where(eq(priceListImports.id, id)))[0]!.status;
    const lineCount = async (id: string) =>
      (await t.database.db.select().from(priceListImportLines).where(eq(priceListImportLines.importId, id))).length;
    expect([await status(old), await lineCount(old)]).toEqual(['discarded', 0]);
    expect([await status(recent), await lineCount(recent)]).toEqual(['staging', 1]);
  });

  it('is the administrator’s only', async () => {
    const { id } = await ok<{ id: string }>(admin.cookie, start, { lineCount: 1, createNew: true });
    for (const person of [employee, supplier]) {
      expect(errorCode(await graphql(t.app, person.cookie, start, { lineCount: 1, createNew: true }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await graphql(t.app, person.cookie, add, { id, lines: fileLines() }))).toBe('FORBIDDEN');
      expect(errorCode(await graphql(t.app, person.cookie, preview, { id }))).toBe('FORBIDDEN');
      expect(errorCode(await graphql(t.app, person.cookie, apply, { id }))).toBe('FORBIDDEN');
    }
  });

  it('another company’s import does not exist to an administrator elsewhere', async () => {
    const id = await stage(fileLines().slice(0, 1));
    for (const [document, variables] of [
      [preview, { id }],
      [add, { id, lines: fileLines().slice(1, 2) }],
      [apply, { id }],
      [discard, { id }],
    ] as const)
      expect(errorCode(await graphql(t.app, otherAdmin.cookie, document, variables))).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, admin.cookie, preview, { id: 'not-a-uuid' }))).toBe('NOT_FOUND');
    const [row] = await t.database.db.select().from(priceListImports).where(eq(priceListImports.id, id));
    expect(row!.status).toBe('staging');
  });

  it('the demo administrator can import too (a seeded company)', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const r = await graphql(t.app, cookie, start, { lineCount: 1, createNew: false });
    expect(r.errors).toBeUndefined();
  });
});
