import { parseCsv } from '../domain/src/customer-import.ts';
import { mapPriceListRows, suggestPriceListMapping } from '../domain/src/price-list-import.ts';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { companies, itemGroups, users } from '../server/src/db/tables/index.ts';
import { requireProductionMode, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, type SignedInApp } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000e0001';
const lineCount = Number(process.env.PRICE_LIST_BENCH_LINES ?? 50_000);
/** As the web sends them (price-list-import-api.ts linesPerChunk). */
const linesPerChunk = 2_500;

/** A supplier's price list as Danish Excel writes it: ';', decimal commas, thousands dots, units in words. */
function generateCsv(count: number, costBump = 0): string {
  const units = ['stk', 'meter', 'pk', 'Liter', 'rl'];
  const rows = ['Varenr;Beskrivelse;Enhed;Nettopris;Vejl. udsalgspris;Varegruppe'];
  for (let i = 0; i < count; i++) {
    const cost = 500 + ((i * 7919) % 500_000) + costBump;
    const kroner = (ore: number) =>
      `${Math.floor(ore / 100).toLocaleString('da-DK')},${String(ore % 100).padStart(2, '0')}`;
    rows.push(
      `VVS-${String(i).padStart(6, '0')};Vare nummer ${i} – kobberfitting Ø${(i % 40) + 10} mm;${units[i % units.length]};${kroner(cost)};${kroner(Math.round(cost * 1.8))};${i % 3 === 0 ? 'VVS' : ''}`,
    );
  }
  return rows.join('\r\n');
}

const importDocument = {
  start: `mutation ($fileName: String, $lineCount: Int!, $mapping: [String]) {
    startPriceListImport(fileName: $fileName, lineCount: $lineCount, createNew: true, mapping: $mapping) { id } }`,
  add: `mutation ($id: ID!, $lines: [PriceListLineInput!]!) { addPriceListImportLines(importId: $id, lines: $lines) }`,
  preview: `query ($id: ID!) { priceListImportPreview(importId: $id, limit: 200) {
    newCount changedCount unchangedCount errorCount changes { line sku oldCostPrice newCostPrice } errors { line reason } } }`,
  apply: `mutation ($id: ID!) { applyPriceListImport(importId: $id) { createdCount updatedCount unchangedCount } }`,
};

interface Run {
  parseMs: number;
  uploadMs: number;
  previewMs: number;
  applyMs: number;
  totalMs: number;
  counts: { newCount: number; changedCount: number; unchangedCount: number };
}

/** The whole path the browser drives: parse and map (as the web does), start, chunks, preview, apply. */
async function importOnce(app: SignedInApp, csv: string): Promise<Run> {
  const t0 = performance.now();
  const rows = parseCsv(csv);
  const mapping = suggestPriceListMapping(rows[0]!);
  const { lines, errors } = mapPriceListRows(rows, mapping);
  if (errors.length) throw new Error(`bench: the generated file has errors: ${JSON.stringify(errors.slice(0, 3))}`);
  const t1 = performance.now();
  const { startPriceListImport } = await app.post(importDocument.start, {
    fileName: 'bench.csv',
    lineCount: lines.length,
    mapping,
  });
  const id = startPriceListImport.id as string;
  for (let i = 0; i < lines.length; i += linesPerChunk)
    await app.post(importDocument.add, { id, lines: lines.slice(i, i + linesPerChunk) });
  const t2 = performance.now();
  const { priceListImportPreview: preview } = await app.post(importDocument.preview, { id });
  if (preview.errorCount) throw new Error(`bench: preview errors ${JSON.stringify(preview.errors.slice(0, 3))}`);
  const t3 = performance.now();
  await app.post(importDocument.apply, { id });
  const t4 = performance.now();
  return {
    parseMs: t1 - t0,
    uploadMs: t2 - t1,
    previewMs: t3 - t2,
    applyMs: t4 - t3,
    totalMs: t4 - t0,
    counts: preview,
  };
}

async function benchBackend(backend: 'pglite' | 'postgres', database: Database): Promise<BenchResult[]> {
  const db = database.db;
  await db.insert(companies).values({ id: companyId, name: 'Prislistebench ApS' });
  await db.insert(users).values({
    companyId,
    email: 'admin@prislistebench.dk',
    passwordHash: await hashPassword('bench-password-1'),
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'administrator',
    kind: 'office',
  });
  await db.insert(itemGroups).values({ companyId, name: 'VVS', markupBp: 2500 });
  const app = await signedInApp(database, 'admin@prislistebench.dk', 'bench-password-1');
  const csv = generateCsv(lineCount);

  const first = await importOnce(app, csv);
  const again = await importOnce(app, csv);
  const changed = await importOnce(app, generateCsv(lineCount, 100));
  const seconds = (ms: number) => Math.round(ms / 10) / 100;
  const describe = (label: string, r: Run) =>
    console.log(
      `price-list bench on ${backend}, ${label}: ${seconds(r.totalMs)} s (parse ${Math.round(r.parseMs)} ms, upload ${Math.round(r.uploadMs)} ms, preview ${Math.round(r.previewMs)} ms, apply ${Math.round(r.applyMs)} ms) – ${r.counts.newCount} new, ${r.counts.changedCount} changed, ${r.counts.unchangedCount} unchanged`,
    );
  describe('first import', first);
  describe('same file again', again);
  describe('every price changed', changed);
  if (first.counts.newCount !== lineCount || again.counts.unchangedCount !== lineCount)
    throw new Error('bench: the import did not create every line, or the re-run found changes');
  if (changed.counts.changedCount !== lineCount) throw new Error('bench: the changed file did not change every item');
  await app.app.close();
  const target = backend === 'pglite' ? '< 20' : '-';
  return [
    { name: `priceList.import_${lineCount}_lines_${backend}`, value: seconds(first.totalMs), unit: 's', target },
    { name: `priceList.import_${lineCount}_lines_again_${backend}`, value: seconds(again.totalMs), unit: 's', target },
    { name: `priceList.import_${lineCount}_changed_${backend}`, value: seconds(changed.totalMs), unit: 's', target },
    { name: `priceList.upload_${lineCount}_lines_${backend}`, value: seconds(first.uploadMs), unit: 's', target: '-' },
    { name: `priceList.apply_${lineCount}_lines_${backend}`, value: seconds(first.applyMs), unit: 's', target: '-' },
  ];
}

/**
 * The price-list import of a generated 50,000-line file (issue #15: under 20 s on PGlite): the browser's parsing
 * and mapping, then start, chunks of 2,500 lines, preview and apply through GraphQL (app.inject, a signed-in
 * administrator); then the same file again (all unchanged) and a file with every price changed. On PGlite and —
 * with BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchPriceListImport(): Promise<BenchResult[]> {
  requireProductionMode('price-list-import');
  const backends = (process.env.PRICE_LIST_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('price-list import', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchPriceListImport());
}
