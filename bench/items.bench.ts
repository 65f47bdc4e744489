import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/src/auth/password.ts';
import type { Database } from '../server/src/db/client.ts';
import { companies, users } from '../server/src/db/tables/index.ts';
import { withTenant } from '../server/src/db/tenant.ts';
import { listItems } from '../server/src/modules/items/index.ts';
import { percentile, requireProductionMode, round, type BenchResult } from './lib.ts';
import { onBackends, signedInApp, settleDatabase } from './bench-app.ts';

const companyId = '00000000-0000-4000-8000-0000000e0001';
const itemCount = 50_000;
const rounds = Number(process.env.ITEMS_BENCH_ROUNDS ?? 500);
const warmupRounds = 50;

/** Three letters of a word, as someone types them into the search box (an infix of a name or a SKU). */
const terms = ['fil', 'rør', 'køl', 'ven', 'lås', 'kob', 'pos', 'tap', 'ren', 'spa', 'kab', 'pum', 'tør', 'sik', 'rad'];

/** Kinds of goods a Danish service company buys (VVS, ventilation, køl, skadedyr, rengøring, el). */
const kinds = [
  'Kobberrør',
  'Posefilter',
  'Luftfilter',
  'Kølemiddel',
  'Ventil',
  'Hængelås',
  'Tape',
  'Rengøringsmiddel',
  'Spartel',
  'Kabelbinder',
  'Skrue',
  'Pakning',
  'Termostat',
  'Fittings',
  'Isolering',
  'Rottekasse',
  'Musefælde',
  'Slange',
  'Vinkel',
  'Muffe',
  'Bøjning',
  'Kugleventil',
  'Manometer',
  'Tørrefilter',
  'Kompressor',
  'Ventilator',
  'Spjæld',
  'Rist',
  'Kanal',
  'Lyddæmper',
  'Motor',
  'Rem',
  'Lejer',
  'Sikring',
  'Kontakt',
  'Stikdåse',
  'Ledning',
  'Klemme',
  'Relæ',
  'Føler',
  'Pumpe',
  'Ekspansionsbeholder',
  'Sikkerhedsventil',
  'Radiator',
  'Gulvvarmerør',
  'Fordeler',
  'Handske',
  'Maske',
  'Klud',
  'Spand',
  'Moppe',
  'Affedter',
  'Afkalker',
  'Desinfektion',
  'Sæbe',
  'Papir',
  'Silikone',
  'Skum',
  'Dyvel',
  'Beslag',
];
const variants = [
  'standard',
  'rustfri',
  'galvaniseret',
  'messing',
  'PEX',
  'PVC',
  'hvid',
  'sort',
  'grå',
  'F7',
  'G4',
  'M5',
  'R32',
  'R410A',
  'R290',
  '230 V',
  '24 V',
  'IP44',
  'IP65',
  'lang',
  'kort',
  'stor',
  'lille',
  'dobbelt',
  'enkelt',
  'med lås',
  'uden lås',
  'koncentrat',
  'spray',
  'refill',
];

/**
 * A company of 50,000 items in 20 groups, written in SQL on the owner connection: names from a wholesaler's words
 * (Kobberrør 12 mm, Posefilter F7 592×592, Kølemiddel R32, …) with a running number, SKUs like RØR-00042, barcodes on
 * half, and a stock ledger (two movements for every other item), so the page's on-hand query has rows to sum.
 */
export async function generate(db: Database['db'], passwordHash: string): Promise<void> {
  await db.insert(companies).values({ id: companyId, name: 'Varebench ApS', enableItemStock: true });
  await db.insert(users).values({
    companyId,
    email: 'admin@varebench.dk',
    passwordHash,
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'administrator',
    kind: 'office',
  });
  await db.execute(sql`
    insert into item_groups (company_id, name, markup_bp)
    select ${companyId}, 'Gruppe ' || g, 1000 + g * 100 from generate_series(1, 20) g`);
  // 60 kinds of goods × 30 variants × a size or model: a 3-letter term matches a few kinds, as in a real catalogue.
  await db.execute(sql`
    insert into items (company_id, sku, name, unit, cost_price, sales_price, group_id, follows_group_price, barcode, low_stock_threshold)
    select ${companyId},
      upper(left(translate(k.kind, 'æøå', 'eoa'), 3)) || '-' || lpad(i::text, 5, '0'),
      k.kind || ' ' || v.variant || ' ' || (8 + i % 120) || ' mm',
      (array['stk', 'm', 'kg', 'l', 'pakke'])[1 + i % 5],
      1000 + (i * 37) % 90000,
      null,
      (select id from item_groups where company_id = ${companyId} order by name offset (i % 20) limit 1),
      true,
      case when i % 2 = 0 then '57' || lpad(i::text, 11, '0') else null end,
      case when i % 7 = 0 then 5000 else null end
    from generate_series(1, ${itemCount}) i
    join lateral (select (${sql.raw(`array[${kinds.map((k) => `'${k}'`).join(',')}]`)})[1 + i % ${kinds.length}] as kind) k on true
    join lateral (select (${sql.raw(`array[${variants.map((v) => `'${v}'`).join(',')}]`)})[1 + (i / ${kinds.length}) % ${variants.length}] as variant) v on true`);
  await db.execute(sql`
    update items set sales_price = ((2 * cost_price::bigint * (10000 + g.markup_bp) + 10000) / 20000)::int
    from item_groups g where g.id = items.group_id`);
  await db.execute(sql`
    insert into stock_movements (company_id, item_id, kind, quantity)
    select company_id, id, k.kind, k.quantity from items,
      (values ('received', 10000), ('used', -2500)) as k(kind, quantity)
    where company_id = ${companyId} and right(sku, 1)::int % 2 = 0`);
  await settleDatabase(db);
}

async function benchBackend(backend: string, database: Database): Promise<BenchResult[]> {
  const passwordHash = await hashPassword('bench-password-1');
  await generate(database.db, passwordHash);
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`email = 'admin@varebench.dk'`);
  const { app, post } = await signedInApp(database, 'admin@varebench.dk', 'bench-password-1');
  const query =
    'query ($s: String) { items(search: $s, limit: 50) { totalCount items { id sku name unit costPrice salesPrice groupName barcode onHand lowStockThreshold } } }';

  const graphqlTimes: number[] = [];
  const sqlTimes: number[] = [];
  let matched = 0;
  for (let i = 0; i < warmupRounds + rounds; i++) {
    const s = terms[i % terms.length]!;
    const started = performance.now();
    const data = await post(query, { s });
    const graphql = performance.now() - started;
    const sqlStarted = performance.now();
    // The operation's own statements (stock flag, page with group names, on-hand sums, count) without GraphQL.
    await withTenant(database.db, { companyId, userId: admin!.id }, (tx) =>
      listItems({ db: tx, companyId }, { search: s, limit: 50 }),
    );
    const bare = performance.now() - sqlStarted;
    if (i >= warmupRounds) {
      graphqlTimes.push(graphql);
      sqlTimes.push(bare);
      matched += data.items.totalCount;
    }
  }
  await app.close();
  const graphqlP95 = percentile(graphqlTimes, 95);
  const sqlP95 = percentile(sqlTimes, 95);
  const target = backend === 'pglite' ? '< 25' : '< 10';
  console.log(
    `items bench (${backend}): ${itemCount} items, ${Math.round(matched / rounds)} matches per search on average`,
  );
  return [
    { name: `items.search_graphql_p50_${backend}`, value: round(percentile(graphqlTimes, 50)), unit: 'ms', target },
    { name: `items.search_graphql_p95_${backend}`, value: round(graphqlP95), unit: 'ms', target },
    { name: `items.search_sql_p50_${backend}`, value: round(percentile(sqlTimes, 50)), unit: 'ms', target: '-' },
    { name: `items.search_sql_p95_${backend}`, value: round(sqlP95), unit: 'ms', target: '-' },
    {
      name: `items.search_graphql_over_sql_p95_${backend}`,
      value: round(graphqlP95 / sqlP95),
      unit: '×',
      target: '< 2',
    },
  ];
}

/**
 * Item search on 50,000 items: a typical three-letter infix, the first page of 50 with the total, through GraphQL
 * (app.inject, a signed-in administrator) and the operation's statements directly; on PGlite and — with
 * BENCH_DATABASE_URL or TEST_DATABASE_URL — on PostgreSQL.
 */
export async function benchItems(): Promise<BenchResult[]> {
  requireProductionMode('items');
  const backends = (process.env.ITEMS_BENCH_BACKENDS ?? 'pglite,postgres').split(',');
  return onBackends('items', backends, benchBackend);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchItems());
}
