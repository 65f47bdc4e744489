import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, equipmentCategories, equipmentProducts, materials, rentals } from '../src/db/tables/index.ts';
import { queryRows } from '../src/db/sql.ts';
import { neighbourStatement } from '../src/modules/rentals/index.ts';
import { createCompany, createCustomer, createPerson, type CreatedPerson } from './factories.ts';
import { auditEntries } from './audit-entries.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const rentalFields =
  'id startsAt endsAt price note overlapState version customer { id } material { id productName rentable }';
const create = `mutation ($input: RentalInput!, $allow: Boolean) { createRental(input: $input, allowConflict: $allow) { ${rentalFields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: RentalInput!, $allow: Boolean) { updateRental(id: $id, version: $version, input: $input, allowConflict: $allow) { ${rentalFields} } }`;
const remove = `mutation ($id: ID!, $version: Int!) { deleteRental(id: $id, version: $version) }`;
const overlap = `query ($m: ID!, $s: DateTime!, $e: DateTime!, $x: ID) { rentalOverlap(materialId: $m, startsAt: $s, endsAt: $e, exceptRentalId: $x) { state bufferHours } }`;
const list = `query ($m: ID, $c: ID, $from: DateTime, $to: DateTime, $offset: Int, $limit: Int, $dir: SortDirection) {
  rentals(materialId: $m, customerId: $c, from: $from, to: $to, offset: $offset, limit: $limit, sortDirection: $dir) { totalCount items { id startsAt } } }`;
const rentable = `query { rentableMaterials { material { id serialNumber productName } upcomingRentals { id startsAt } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
const hour = 3_600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(ms).toISOString();
/** A fixed future moment, so "upcoming" holds whenever the test runs. */
const base = Date.parse('2031-03-10T10:00:00Z');

describe.each(backends)('rentals on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let productId: string;

  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, admin.cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  const unit = async (values: { rentable?: boolean; company?: string; serial?: string } = {}) => {
    const [row] = await t.database.db
      .insert(materials)
      .values({
        companyId: values.company ?? companyId,
        productId,
        serialNumber: values.serial ?? `U-${Math.random().toString(36).slice(2, 9)}`,
        rentable: values.rentable ?? true,
      })
      .returning({ id: materials.id });
    return row!.id;
  };
  const input = (materialId: string, start: number, end: number, extra: Record<string, unknown> = {}) => ({
    materialId,
    startsAt: at(start),
    endsAt: at(end),
    price: 150_000,
    ...extra,
  });
  const stateOf = async (materialId: string, start: number, end: number, except?: string) =>
    (await ok(overlap, { m: materialId, s: at(start), e: at(end), x: except ?? null })).rentalOverlap.state;
  const countOf = async (materialId: string) =>
    (await t.database.db.select({ id: rentals.id }).from(rentals).where(eq(rentals.materialId, materialId))).length;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    ({ companyId, admin } = await createCompany(t, { showRental: true, rentalBufferHours: 24 }));
    const [category] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId, name: 'Udlejning' })
      .returning({ id: equipmentCategories.id });
    const [product] = await t.database.db
      .insert(equipmentProducts)
      .values({ companyId, categoryId: category!.id, name: 'Affugter' })
      .returning({ id: equipmentProducts.id });
    productId = product!.id;
  });
  afterAll(async () => t?.close());

  it('classifies a period at the edges: touching, exactly the buffer apart, one millisecond more, overlapping', async () => {
    const m = await unit();
    const start = base;
    const end = base + 2 * day;
    await ok(create, { input: input(m, start, end) });
    // Touching periods do not overlap ([start, end) is half-open) but lie within the buffer.
    expect(await stateOf(m, end, end + day)).toBe('almostConflictBefore');
    expect(await stateOf(m, start - day, start)).toBe('almostConflictAfter');
    // Exactly the buffer apart is still close; a millisecond more is free.
    expect(await stateOf(m, end + day, end + 2 * day)).toBe('almostConflictBefore');
    expect(await stateOf(m, end + day + 1, end + 2 * day)).toBe('available');
    expect(await stateOf(m, start - 2 * day, start - day)).toBe('almostConflictAfter');
    expect(await stateOf(m, start - 2 * day, start - day - 1)).toBe('available');
    // One millisecond into the rental, inside it, around it.
    expect(await stateOf(m, end - 1, end + day)).toBe('conflict');
    expect(await stateOf(m, start + hour, start + 2 * hour)).toBe('conflict');
    expect(await stateOf(m, start - day, end + day)).toBe('conflict');
    const status = (await ok(overlap, { m, s: at(end + 5 * day), e: at(end + 6 * day) })).rentalOverlap;
    expect(status).toEqual({ state: 'available', bufferHours: 24 });
  });

  it('refuses a conflicting save with the state and saves nothing, then saves it when the user confirms', async () => {
    const m = await unit();
    const customer = await createCustomer(t, admin.cookie);
    const first = (
      await ok(create, { input: input(m, base, base + 3 * day, { customerId: customer.id, note: 'Kælder' }) })
    ).createRental;
    expect(first).toMatchObject({ overlapState: 'available', price: 150_000, note: 'Kælder', version: 1 });
    expect(first.customer.id).toBe(customer.id);
    const refused = await graphql(t.app, admin.cookie, create, { input: input(m, base + day, base + 4 * day) });
    expect(ext(refused)).toMatchObject({ code: 'CONFLICT', reason: 'rental.conflict', state: 'conflict' });
    expect(await countOf(m)).toBe(1);
    const confirmed = (await ok(create, { input: input(m, base + day, base + 4 * day), allow: true })).createRental;
    expect(confirmed.overlapState).toBe('conflict');
    expect(await countOf(m)).toBe(2);
    // An almost conflict is saved without confirmation, with its state.
    const close = (await ok(create, { input: input(m, base + 4 * day + hour, base + 5 * day) })).createRental;
    expect(close.overlapState).toBe('almostConflictBefore');
  });

  it('checks an edited rental against the others only, never itself', async () => {
    const m = await unit();
    const a = (await ok(create, { input: input(m, base, base + 2 * day) })).createRental;
    const b = (await ok(create, { input: input(m, base + 5 * day, base + 6 * day) })).createRental;
    expect(await stateOf(m, base + hour, base + day, a.id)).toBe('available');
    const moved = (await ok(update, { id: a.id, version: 1, input: input(m, base + hour, base + 2 * day + hour) }))
      .updateRental;
    expect(moved).toMatchObject({ version: 2, overlapState: 'available', startsAt: at(base + hour) });
    const into = await graphql(t.app, admin.cookie, update, {
      id: a.id,
      version: 2,
      input: input(m, base + 4 * day, base + 5 * day + hour),
    });
    expect(ext(into)).toMatchObject({ code: 'CONFLICT', reason: 'rental.conflict' });
    const stale = await graphql(t.app, admin.cookie, update, {
      id: a.id,
      version: 1,
      input: input(m, base, base + day),
    });
    expect(ext(stale)?.code).toBe('CONFLICT');
    expect(ext(stale)?.reason).toBeUndefined();
    expect(errorCode(await graphql(t.app, admin.cookie, remove, { id: b.id, version: 9 }))).toBe('CONFLICT');
    expect((await ok(remove, { id: b.id, version: 1 })).deleteRental).toBe(true);
    const deleted = await auditEntries(t, companyId, 'rental.deleted');
    expect(deleted.map((e) => e.details)).toContainEqual(
      expect.objectContaining({ rentalId: b.id, name: expect.stringContaining('Affugter') }),
    );
    expect(await stateOf(m, base + 5 * day, base + 6 * day)).toBe('available');
  });

  it('lets only one of two concurrent saves of the same period pass as available (the unit row is locked)', async () => {
    const m = await unit();
    const results = await Promise.all(
      [0, 1, 2].map(() => graphql(t.app, admin.cookie, create, { input: input(m, base, base + day) })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expect(ext(r)).toMatchObject({ reason: 'rental.conflict' });
    expect(await countOf(m)).toBe(1);
  });

  it('refuses a period ending before it starts, a unit not for rent, another company’s unit and customer', async () => {
    const m = await unit();
    const backwards = await graphql(t.app, admin.cookie, create, { input: input(m, base + day, base) });
    expect(ext(backwards)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.endsAt',
      reason: 'rental.endsBeforeStart',
    });
    const empty = await graphql(t.app, admin.cookie, overlap, { m, s: at(base), e: at(base) });
    expect(ext(empty)).toMatchObject({ reason: 'rental.endsBeforeStart' });
    const fixed = await unit({ rentable: false });
    const notForRent = await graphql(t.app, admin.cookie, create, { input: input(fixed, base, base + day) });
    expect(ext(notForRent)).toMatchObject({ field: 'input.materialId', reason: 'rental.notRentable' });
    const priced = await graphql(t.app, admin.cookie, create, { input: input(m, base, base + day, { price: -1 }) });
    expect(ext(priced)).toMatchObject({ field: 'input.price', reason: 'rental.priceInvalid' });

    const other = await createCompany(t, { showRental: true });
    const theirCustomer = await createCustomer(t, other.admin.cookie);
    const [otherCategory] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId: other.companyId, name: 'Andet' })
      .returning({ id: equipmentCategories.id });
    const [otherProduct] = await t.database.db
      .insert(equipmentProducts)
      .values({ companyId: other.companyId, categoryId: otherCategory!.id, name: 'Lift' })
      .returning({ id: equipmentProducts.id });
    const [theirs] = await t.database.db
      .insert(materials)
      .values({ companyId: other.companyId, productId: otherProduct!.id, rentable: true })
      .returning({ id: materials.id });
    expect(errorCode(await graphql(t.app, admin.cookie, create, { input: input(theirs!.id, base, base + day) }))).toBe(
      'NOT_FOUND',
    );
    expect(
      errorCode(await graphql(t.app, admin.cookie, overlap, { m: theirs!.id, s: at(base), e: at(base + 1) })),
    ).toBe('NOT_FOUND');
    const withTheirCustomer = await graphql(t.app, admin.cookie, create, {
      input: input(m, base, base + day, { customerId: theirCustomer.id }),
    });
    expect(ext(withTheirCustomer)).toMatchObject({ field: 'input.customerId', reason: 'rental.customerNotFound' });
    expect(await countOf(m)).toBe(0);
  });

  it('lists rentals paged and filtered by unit, customer and period, and the rentable units with their next ones', async () => {
    const m = await unit({ serial: 'LIST-1' });
    const customer = await createCustomer(t, admin.cookie);
    for (let i = 0; i < 5; i++)
      await ok(create, {
        input: input(m, base + i * 3 * day, base + i * 3 * day + day, { customerId: i % 2 === 0 ? customer.id : null }),
      });
    const all = (await ok(list, { m, limit: 2, dir: 'asc' })).rentals;
    expect(all.totalCount).toBe(5);
    expect(all.items.map((r: { startsAt: string }) => r.startsAt)).toEqual([at(base), at(base + 3 * day)]);
    const latest = (await ok(list, { m, limit: 1 })).rentals;
    expect(latest.items[0].startsAt).toBe(at(base + 12 * day));
    expect((await ok(list, { c: customer.id })).rentals.totalCount).toBe(3);
    // The period [from, to) holds the rentals overlapping it: the second (3–4 days) and third (6–7 days).
    const period = (await ok(list, { m, from: at(base + 3 * day + hour), to: at(base + 6 * day + 1) })).rentals;
    expect(period.totalCount).toBe(2);
    // Either end may be left out: from the fifth's start on, and up to the first's end.
    expect((await ok(list, { m, from: at(base + 12 * day) })).rentals.totalCount).toBe(1);
    expect((await ok(list, { m, to: at(base + day) })).rentals.totalCount).toBe(1);
    const units = (await ok(rentable)).rentableMaterials;
    const listed = units.find((u: { material: { id: string } }) => u.material.id === m);
    expect(listed.material).toMatchObject({ serialNumber: 'LIST-1', productName: 'Affugter' });
    expect(listed.upcomingRentals.map((r: { startsAt: string }) => r.startsAt)).toEqual([
      at(base),
      at(base + 3 * day),
      at(base + 6 * day),
    ]);
    expect(units.every((u: { material: { id: string } }) => u.material.id)).toBe(true);
  });

  it('lists a page of 12 rentals with their units and customers in no more statements than a page of 2', async () => {
    const m = await unit();
    const customerIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const customer = await createCustomer(t, admin.cookie);
      customerIds.push(customer.id);
      await ok(create, { input: input(m, base + i * 2 * day, base + i * 2 * day + day, { customerId: customer.id }) });
    }
    const page = `query ($m: ID, $limit: Int) { rentals(materialId: $m, limit: $limit) { totalCount items {
      id customer { id name } material { id productName serialNumber } } } }`;
    let large: { customer: { id: string }; material: { id: string } }[] = [];
    const few = await log.count(async () => {
      await ok(page, { m, limit: 2 });
    });
    const many = await log.count(async () => {
      large = (await ok(page, { m, limit: 12 })).rentals.items;
    });
    expect(large).toHaveLength(12);
    expect(many).toBeLessThanOrEqual(few);
    expect(new Set(large.map((r) => r.customer.id))).toEqual(new Set(customerIds));
    expect(large.every((r) => r.material.id === m)).toBe(true);
  });

  it('is refused as CONFLICT rental.disabled while the company does not rent equipment out', async () => {
    const m = await unit();
    await t.database.db.update(companies).set({ showRental: false }).where(eq(companies.id, companyId));
    try {
      for (const [query, variables] of [
        [list, {}],
        [rentable, {}],
        [overlap, { m, s: at(base), e: at(base + day) }],
        [create, { input: input(m, base, base + day) }],
      ] as const) {
        expect(ext(await graphql(t.app, admin.cookie, query, variables))).toMatchObject({
          code: 'CONFLICT',
          reason: 'rental.disabled',
        });
      }
    } finally {
      await t.database.db.update(companies).set({ showRental: true }).where(eq(companies.id, companyId));
    }
  });

  it('is the administrator’s: an employee is FORBIDDEN', async () => {
    const employee = await createPerson(t, { companyId });
    expect(errorCode(await graphql(t.app, employee.cookie, list, {}))).toBe('FORBIDDEN');
  });

  it('finds the neighbours through the GiST index rentals_period_idx, unit and period together', async () => {
    const m = await unit();
    // The statement app_rental_neighbours runs, on the owner connection as the function runs it. A test's table is
    // small, so the planner would rightly scan it; without sequential scans the plan shows the index answers both
    // the unit and the period (the bench shows it chosen on 5,000 rentals).
    const statement = neighbourStatement(companyId, m, { start: new Date(base), end: new Date(base + day) }, day);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(tx, sql`explain ${statement}`);
    });
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toContain('rentals_period_idx');
    expect(text).toMatch(/Index Cond: \(\(material_id = [^\n]*&&/);
  });
});
