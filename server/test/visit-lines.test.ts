import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, stockMovements, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const lineFields =
  'id visitId itemId description sku unit quantity unitPrice discountBp total employeeId mayChange version';
const add = `mutation ($input: AddVisitLineInput!, $key: String) { addVisitLine(input: $input, idempotencyKey: $key) { ${lineFields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: UpdateVisitLineInput!) { updateVisitLine(id: $id, version: $version, input: $input) { ${lineFields} } }`;
const remove = `mutation ($id: ID!) { removeVisitLine(id: $id) }`;
const readVisit = `query ($id: ID!) { visit(id: $id) { id price totalPrice version lines { ${lineFields} } } }`;
const updateVisit = `mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { id price totalPrice version } }`;
const search = `query ($term: String!) { materialSearch(term: $term) { id sku name unit barcode salesPrice onHand belowZero } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

/** An item of the company, written directly (the items module is another's). */
async function insertItem(t: TestApp, companyId: string, values: Partial<typeof items.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(items)
    .values({ companyId, sku: `SKU-${Math.random().toString(36).slice(2, 8)}`, name: 'Rør', ...values })
    .returning();
  return row!;
}

describe.each(backends)('visit lines on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let priced: CreatedPerson;
  let unpriced: CreatedPerson;
  let supplier: CreatedPerson;
  let customerLogin: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let customerId: string;

  const newVisit = async (overrides: Record<string, unknown> = {}) =>
    createVisit(t, admin.cookie, customerId, { employeeIds: [priced.id, unpriced.id, supplier.id], ...overrides });
  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!;
  };
  const visitOf = async (cookie: string, id: string) => (await ok(cookie, readVisit, { id })).visit;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    const company = await createCompany(t, { enableItemStock: true, allowCustomerLogin: true });
    companyId = company.companyId;
    admin = company.admin;
    priced = await createPerson(t, { companyId, showPricesForTechnician: true, allowedToCompleteVisit: true });
    unpriced = await createPerson(t, { companyId, allowedToCompleteVisit: true });
    supplier = await createPerson(t, { companyId, role: 'supplier' });
    customerId = (await createCustomer(t, admin.cookie, { allowedToLogin: true })).id;
    customerLogin = await createPerson(t, { companyId, role: 'customer', customerId });
    otherAdmin = (await createCompany(t, { enableItemStock: true })).admin;
  });
  afterAll(async () => t?.close());

  it('computes line totals half up to whole øre and keeps the visit total = price + lines', async () => {
    const item = await insertItem(t, companyId, { salesPrice: 1999, unit: 'm' });
    const visit = await newVisit({ price: 50_000 });
    expect((await visitOf(admin.cookie, visit.id)).totalPrice).toBe(50_000);
    // 19,99 kr × 2,5 m = 49,975 kr → 49,98 kr (half up).
    const a = (await ok(admin.cookie, add, { input: { visitId: visit.id, itemId: item.id, quantity: 2500 } }))
      .addVisitLine;
    expect(a).toMatchObject({
      unitPrice: 1999,
      quantity: 2500,
      total: 4998,
      sku: item.sku,
      unit: 'm',
      description: 'Rør',
    });
    // 333 øre × 1,5 × (1 − 12,5 %) = 437,0625 → 437.
    const b = (
      await ok(admin.cookie, add, {
        input: { visitId: visit.id, description: 'Kørsel', quantity: 1500, unitPrice: 333, discountBp: 1250 },
      })
    ).addVisitLine;
    expect(b).toMatchObject({ itemId: null, sku: null, total: 437 });
    let read = await visitOf(admin.cookie, visit.id);
    expect(read.totalPrice).toBe(50_000 + 4998 + 437);
    expect(read.lines.map((l: { id: string }) => l.id)).toEqual([a.id, b.id]);

    const changed = (await ok(admin.cookie, update, { id: b.id, version: b.version, input: { quantity: 2000 } }))
      .updateVisitLine;
    expect(changed).toMatchObject({ total: 583, version: b.version + 1 }); // 333 × 2 × 0,875 = 582,75
    // The visit's own price saved: the total follows it, and a typed totalPrice is ignored.
    const saved = (
      await ok(admin.cookie, updateVisit, {
        id: visit.id,
        version: read.version,
        input: { price: 10_000, totalPrice: 1 },
      })
    ).updateVisit;
    expect(saved.totalPrice).toBe(10_000 + 4998 + 583);
    expect((await ok(admin.cookie, remove, { id: a.id })).removeVisitLine).toBe(true);
    read = await visitOf(admin.cookie, visit.id);
    expect(read.totalPrice).toBe(10_000 + 583);
    // A stale version is CONFLICT.
    expect(errorCode(await graphql(t.app, admin.cookie, update, { id: b.id, version: b.version, input: {} }))).toBe(
      'CONFLICT',
    );
  });

  it('refuses bad input with clear reasons', async () => {
    const visit = await newVisit();
    const base = { visitId: visit.id, description: 'Fri tekst' };
    const reason = async (input: Record<string, unknown>) => ext(await graphql(t.app, admin.cookie, add, { input }));
    expect(await reason({ ...base, quantity: -1000 })).toMatchObject({
      field: 'input.quantity',
      reason: 'visitLine.quantityInvalid',
    });
    expect(await reason({ ...base, quantity: 0 })).toMatchObject({ reason: 'visitLine.quantityInvalid' });
    expect(await reason({ ...base, quantity: 1000, unitPrice: 1_000_000_001 })).toMatchObject({
      field: 'input.unitPrice',
      reason: 'item.priceTooHigh',
    });
    expect(await reason({ ...base, quantity: 1000, discountBp: 10_001 })).toMatchObject({
      reason: 'visitLine.discountInvalid',
    });
    expect(await reason({ visitId: visit.id, quantity: 1000 })).toMatchObject({
      reason: 'visitLine.itemOrDescription',
    });
    expect(
      await reason({ visitId: visit.id, itemId: '00000000-0000-4000-8000-000000000000', quantity: 1000 }),
    ).toMatchObject({
      reason: 'visitLine.itemNotFound',
    });
    expect((await visitOf(admin.cookie, visit.id)).lines).toEqual([]);
  });

  it('locks the lines of an invoiced visit', async () => {
    const visit = await newVisit({ price: 1000 });
    const line = (
      await ok(admin.cookie, add, {
        input: { visitId: visit.id, description: 'Arbejde', quantity: 1000, unitPrice: 500 },
      })
    ).addVisitLine;
    await t.database.db.update(visits).set({ invoicedAt: new Date() }).where(eq(visits.id, visit.id));
    for (const r of [
      await graphql(t.app, admin.cookie, add, { input: { visitId: visit.id, description: 'Mere', quantity: 1000 } }),
      await graphql(t.app, admin.cookie, update, { id: line.id, version: line.version, input: { quantity: 2000 } }),
      await graphql(t.app, admin.cookie, remove, { id: line.id }),
    ]) {
      expect(ext(r)).toMatchObject({ code: 'CONFLICT', reason: 'visitLine.invoiced' });
    }
    const read = await visitOf(admin.cookie, visit.id);
    expect(read.lines).toHaveLength(1);
    expect(read.totalPrice).toBe(1500);
  });

  it('hides prices from an employee without showPricesForTechnician and from suppliers, in every answer', async () => {
    const item = await insertItem(t, companyId, { salesPrice: 12_345, barcode: '5701234567892' });
    const visit = await newVisit({ price: 20_000 });
    const mine = (await ok(unpriced.cookie, add, { input: { visitId: visit.id, itemId: item.id, quantity: 1000 } }))
      .addVisitLine;
    expect(mine).toMatchObject({
      unitPrice: null,
      total: null,
      discountBp: null,
      employeeId: unpriced.id,
      mayChange: true,
    });
    for (const person of [unpriced, supplier]) {
      const read = await visitOf(person.cookie, visit.id);
      expect(read.totalPrice).toBeNull();
      expect(read.price).toBeNull();
      expect(read.lines[0]).toMatchObject({ unitPrice: null, total: null, discountBp: null });
      const hits = (await ok(person.cookie, search, { term: item.sku })).materialSearch;
      expect(hits[0]).toMatchObject({ id: item.id, salesPrice: null });
    }
    // The one with the flag, and the office, see them.
    expect((await visitOf(priced.cookie, visit.id)).lines[0]).toMatchObject({ unitPrice: 12_345, total: 12_345 });
    expect((await visitOf(admin.cookie, visit.id)).totalPrice).toBe(32_345);
    // Nor may they set a price or a discount.
    for (const input of [{ unitPrice: 1 }, { discountBp: 0 }]) {
      const r = await graphql(t.app, unpriced.cookie, add, {
        input: { visitId: visit.id, itemId: item.id, quantity: 1000, ...input },
      });
      expect(ext(r)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'visit.priceNotAllowed' });
    }
    // The one with the flag may.
    const set = (
      await ok(priced.cookie, add, { input: { visitId: visit.id, itemId: item.id, quantity: 1000, discountBp: 1000 } })
    ).addVisitLine;
    expect(set.total).toBe(11_111); // 12 345 × 0,9 = 11 110,5 → 11 111
  });

  it('lets staff on the visit change only their own lines; others NOT_FOUND or FORBIDDEN', async () => {
    const visit = await newVisit();
    const notOn = await createVisit(t, admin.cookie, customerId, { employeeIds: [priced.id] });
    const byAdmin = (
      await ok(admin.cookie, add, { input: { visitId: visit.id, description: 'Kontor', quantity: 1000 } })
    ).addVisitLine;
    const bySupplier = (
      await ok(supplier.cookie, add, { input: { visitId: visit.id, description: 'Fitting', quantity: 3000 } })
    ).addVisitLine;
    expect(bySupplier).toMatchObject({ employeeId: supplier.id, mayChange: true });
    expect(
      (await visitOf(unpriced.cookie, visit.id)).lines.find((l: { id: string }) => l.id === byAdmin.id).mayChange,
    ).toBe(false);
    expect(errorCode(await graphql(t.app, unpriced.cookie, remove, { id: byAdmin.id }))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await graphql(t.app, unpriced.cookie, update, { id: bySupplier.id, version: 1, input: { quantity: 1000 } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      (await ok(supplier.cookie, update, { id: bySupplier.id, version: 1, input: { quantity: 1000 } })).updateVisitLine
        .quantity,
    ).toBe(1000);
    // A visit they are not on is NOT_FOUND, like one that does not exist.
    expect(
      errorCode(
        await graphql(t.app, unpriced.cookie, add, { input: { visitId: notOn.id, description: 'x', quantity: 1 } }),
      ),
    ).toBe('NOT_FOUND');
    // An employee names no other van.
    expect(
      ext(
        await graphql(t.app, unpriced.cookie, add, {
          input: { visitId: visit.id, description: 'x', quantity: 1, employeeId: priced.id },
        }),
      ),
    ).toMatchObject({ reason: 'visitLine.employeeFixed' });
    // A customer's login is refused outright.
    expect(
      errorCode(
        await graphql(t.app, customerLogin.cookie, add, {
          input: { visitId: visit.id, description: 'x', quantity: 1 },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, customerLogin.cookie, search, { term: 'rør' }))).toBe('FORBIDDEN');
  });

  it("answers another company's visit, line and item NOT_FOUND", async () => {
    const visit = await newVisit();
    const item = await insertItem(t, companyId, { salesPrice: 100 });
    const line = (await ok(admin.cookie, add, { input: { visitId: visit.id, itemId: item.id, quantity: 1000 } }))
      .addVisitLine;
    expect(
      errorCode(
        await graphql(t.app, otherAdmin.cookie, add, { input: { visitId: visit.id, description: 'x', quantity: 1 } }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await graphql(t.app, otherAdmin.cookie, update, { id: line.id, version: 1, input: { quantity: 5 } })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, remove, { id: line.id }))).toBe('NOT_FOUND');
    expect((await ok(otherAdmin.cookie, search, { term: item.sku })).materialSearch).toEqual([]);
    const other = (
      await graphql(
        t.app,
        otherAdmin.cookie,
        `
          query {
            visits(limit: 1) {
              items {
                id
              }
            }
          }
        `,
      )
    ).data;
    expect(other).toBeDefined();
  });

  it('replays an idempotent add once', async () => {
    const visit = await newVisit();
    const item = await insertItem(t, companyId, { salesPrice: 100 });
    const input = { visitId: visit.id, itemId: item.id, quantity: 2000 };
    const first = (await ok(unpriced.cookie, add, { input, key: 'materiale-0001' })).addVisitLine;
    const again = (await ok(unpriced.cookie, add, { input, key: 'materiale-0001' })).addVisitLine;
    expect(again.id).toBe(first.id);
    expect((await visitOf(admin.cookie, visit.id)).lines).toHaveLength(1);
    const used = await t.database.db
      .select({ sum: sql<number>`sum(quantity)::int` })
      .from(stockMovements)
      .where(eq(stockMovements.itemId, item.id));
    expect(used[0]!.sum).toBe(-2000);
  });

  it('reads the lines of many visits in as many statements as of two', async () => {
    const a = await newVisit();
    const b = await newVisit();
    await ok(admin.cookie, add, { input: { visitId: a.id, description: 'A', quantity: 1000 } });
    await ok(admin.cookie, add, { input: { visitId: b.id, description: 'B', quantity: 1000 } });
    const page = (limit: number) => `query { visits(limit: ${limit}) { items { id lines { description total } } } }`;
    let large: { visits: { items: { id: string; lines: unknown[] }[] } } = { visits: { items: [] } };
    const few = await log.count(() => ok(admin.cookie, page(2), {}));
    const many = await log.count(async () => (large = (await ok(admin.cookie, page(50), {})) as typeof large));
    expect(large.visits.items.length).toBeGreaterThan(5);
    expect(large.visits.items.filter((v) => v.lines.length > 0).length).toBeGreaterThan(3);
    expect(many).toBe(few);
    const byId = new Map(large.visits.items.map((v) => [v.id, v.lines]));
    expect(byId.get(a.id)).toEqual([{ description: 'A', total: 0 }]);
  });
});
