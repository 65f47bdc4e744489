import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFlags } from '@servio/domain';
import { withTenant } from '../src/db/tenant.ts';
import { auditLog, items, stockMovements, visits } from '../src/db/tables/index.ts';
import type { Actor, TenantScope } from '../src/core/scope.ts';
import { addVisitLine } from '../src/modules/visit-lines/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const stockFields = `itemId unit lowStockThreshold totalQuantity low locations { employeeId employeeName quantity belowZero }`;
const ledger = `movements(limit: $limit, offset: $offset) { totalCount items { id kind quantity employeeId employeeName transferId note visitId visitCaseNumber createdByName } }`;
const read = `query ($itemId: ID!, $limit: Int, $offset: Int) { itemStock(itemId: $itemId) { ${stockFields} ${ledger} } }`;
const receive = `mutation ($input: ReceiveStockInput!) { receiveStock(input: $input) { ${stockFields} } }`;
const move = `mutation ($input: MoveStockInput!) { moveStock(input: $input) { ${stockFields} } }`;
const count = `mutation ($input: CountStockInput!) { countStock(input: $input) { ${stockFields} } }`;
const correct = `mutation ($input: CorrectStockInput!) { correctStock(input: $input) { ${stockFields} } }`;
const addLine = `mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id version quantity employeeId } }`;
const updateLine = `mutation ($id: ID!, $version: Int!, $input: UpdateVisitLineInput!) { updateVisitLine(id: $id, version: $version, input: $input) { id version } }`;
const removeLine = `mutation ($id: ID!) { removeVisitLine(id: $id) }`;
const search = `query ($term: String!, $employeeId: ID) { materialSearch(term: $term, employeeId: $employeeId) { id onHand belowZero } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
type Location = { employeeId: string | null; quantity: number; belowZero: boolean };

async function insertItem(t: TestApp, companyId: string, values: Partial<typeof items.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(items)
    .values({ companyId, sku: `LAGER-${Math.random().toString(36).slice(2, 8)}`, name: 'Kobberrør 15 mm', ...values })
    .returning();
  return row!;
}

describe.each(backends)('the stock ledger on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let tech: CreatedPerson;
  let otherAdmin: CreatedPerson;
  let customerId: string;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown>) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!;
  };
  const at = (locations: Location[], employeeId: string | null) =>
    locations.find((l) => l.employeeId === employeeId)?.quantity ?? 0;
  const stockOf = async (itemId: string) => (await ok(admin.cookie, read, { itemId })).itemStock;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t, { enableItemStock: true });
    companyId = company.companyId;
    admin = company.admin;
    tech = await createPerson(t, { companyId, firstName: 'Mads', lastName: 'Montør' });
    otherAdmin = (await createCompany(t, { enableItemStock: true })).admin;
    customerId = (await createCustomer(t, admin.cookie)).id;
  });
  afterAll(async () => t?.close());

  it('receives, moves, counts and corrects: on hand is the sum of the ledger', async () => {
    const item = await insertItem(t, companyId, { unit: 'm', lowStockThreshold: 5000 });
    let s = (await ok(admin.cookie, receive, { input: { itemId: item.id, quantity: 10_000, note: 'Levering' } }))
      .receiveStock;
    expect(at(s.locations, null)).toBe(10_000);
    s = (await ok(admin.cookie, move, { input: { itemId: item.id, toEmployeeId: tech.id, quantity: 4000 } })).moveStock;
    expect(at(s.locations, null)).toBe(6000);
    expect(at(s.locations, tech.id)).toBe(4000);
    expect(s.locations.find((l: Location) => l.employeeId === tech.id).employeeName).toBe('Mads Montør');
    // A count sets the van's quantity; the ledger records the difference.
    s = (await ok(admin.cookie, count, { input: { itemId: item.id, employeeId: tech.id, countedQuantity: 3500 } }))
      .countStock;
    expect(at(s.locations, tech.id)).toBe(3500);
    s = (await ok(admin.cookie, correct, { input: { itemId: item.id, quantity: -2000, note: 'Beskadiget' } }))
      .correctStock;
    expect(at(s.locations, null)).toBe(4000);
    expect(s).toMatchObject({ totalQuantity: 7500, low: false });
    s = (await ok(admin.cookie, correct, { input: { itemId: item.id, quantity: -3000, note: 'Svind' } })).correctStock;
    expect(s).toMatchObject({ totalQuantity: 4500, low: true });

    const full = await stockOf(item.id);
    const rows = full.movements.items;
    expect(full.movements.totalCount).toBe(6);
    expect(rows.map((r: { kind: string }) => r.kind)).toEqual([
      'corrected',
      'corrected',
      'counted',
      'moved',
      'moved',
      'received',
    ]);
    expect(rows[2]).toMatchObject({ quantity: -500, employeeId: tech.id });
    const moved = rows.filter((r: { kind: string }) => r.kind === 'moved');
    expect(moved[0].transferId).toBeTruthy();
    expect(moved[0].transferId).toBe(moved[1].transferId);
    expect(moved.map((r: { quantity: number }) => r.quantity).sort()).toEqual([-4000, 4000].sort());
    const sum = rows.reduce((a: number, r: { quantity: number }) => a + r.quantity, 0);
    expect(sum).toBe(full.totalQuantity);
    // Paged, newest first.
    const page2 = (await ok(admin.cookie, read, { itemId: item.id, limit: 2, offset: 2 })).itemStock.movements;
    expect(page2.items.map((r: { id: string }) => r.id)).toEqual([rows[2].id, rows[3].id]);
    // Counts and corrections are audited.
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
    expect(audited.map((a) => a.action).filter((a) => a.startsWith('stock.'))).toEqual(
      expect.arrayContaining(['stock.counted', 'stock.corrected']),
    );
  });

  it('refuses negative quantities except in a correction, with clear reasons', async () => {
    const item = await insertItem(t, companyId);
    const reason = async (query: string, input: Record<string, unknown>) =>
      ext(await graphql(t.app, admin.cookie, query, { input: { itemId: item.id, ...input } }));
    expect(await reason(receive, { quantity: -1000 })).toMatchObject({
      field: 'input.quantity',
      reason: 'stock.quantityInvalid',
    });
    expect(await reason(receive, { quantity: 0 })).toMatchObject({ reason: 'stock.quantityInvalid' });
    expect(await reason(move, { toEmployeeId: tech.id, quantity: -5 })).toMatchObject({
      reason: 'stock.quantityInvalid',
    });
    expect(await reason(move, { quantity: 5 })).toMatchObject({
      field: 'input.toEmployeeId',
      reason: 'stock.sameLocation',
    });
    expect(await reason(count, { countedQuantity: -1 })).toMatchObject({ reason: 'stock.quantityInvalid' });
    expect(await reason(correct, { quantity: 0, note: 'x' })).toMatchObject({ reason: 'stock.quantityInvalid' });
    expect(await reason(correct, { quantity: -5, note: ' ' })).toMatchObject({ reason: 'stock.noteRequired' });
    expect(await reason(receive, { quantity: 5, employeeId: otherAdmin.id })).toMatchObject({
      reason: 'stock.locationNotFound',
    });
    const rows = await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, item.id));
    expect(rows).toEqual([]);
  });

  it("takes a technician's materials from their van and gives back what a change or removal returns", async () => {
    const item = await insertItem(t, companyId, { salesPrice: 1000, unit: 'stk' });
    await ok(admin.cookie, receive, { input: { itemId: item.id, employeeId: tech.id, quantity: 5000 } });
    const visit = await createVisit(t, admin.cookie, customerId, { employeeIds: [tech.id] });
    const line = (await ok(tech.cookie, addLine, { input: { visitId: visit.id, itemId: item.id, quantity: 2000 } }))
      .addVisitLine;
    expect(line.employeeId).toBe(tech.id);
    expect(at((await stockOf(item.id)).locations, tech.id)).toBe(3000);
    expect((await ok(tech.cookie, search, { term: item.sku })).materialSearch[0]).toMatchObject({ onHand: 3000 });
    const changed = (
      await ok(tech.cookie, updateLine, { id: line.id, version: line.version, input: { quantity: 6000 } })
    ).updateVisitLine;
    let s = await stockOf(item.id);
    expect(at(s.locations, tech.id)).toBe(-1000);
    expect(s.locations.find((l: Location) => l.employeeId === tech.id).belowZero).toBe(true);
    expect((await ok(tech.cookie, search, { term: item.sku })).materialSearch[0]).toMatchObject({
      onHand: -1000,
      belowZero: true,
    });
    const used = s.movements.items.filter((m: { kind: string }) => m.kind === 'used');
    expect(used.map((m: { quantity: number }) => m.quantity)).toEqual([-4000, -2000]);
    expect(used[0]).toMatchObject({
      visitId: visit.id,
      visitCaseNumber: visit.caseNumber,
      createdByName: 'Mads Montør',
    });
    expect(changed.version).toBe(2);
    await ok(tech.cookie, removeLine, { id: line.id });
    s = await stockOf(item.id);
    expect(at(s.locations, tech.id)).toBe(5000);
    expect(s.movements.totalCount).toBe(4);
  });

  it('takes an office line from the main stock unless it names a van', async () => {
    const item = await insertItem(t, companyId);
    const visit = await createVisit(t, admin.cookie, customerId, {});
    await ok(admin.cookie, addLine, { input: { visitId: visit.id, itemId: item.id, quantity: 1000 } });
    await ok(admin.cookie, addLine, {
      input: { visitId: visit.id, itemId: item.id, quantity: 500, employeeId: tech.id },
    });
    await ok(admin.cookie, addLine, { input: { visitId: visit.id, description: 'Fri tekst', quantity: 500 } });
    const s = await stockOf(item.id);
    expect(at(s.locations, null)).toBe(-1000);
    expect(at(s.locations, tech.id)).toBe(-500);
    expect((await ok(admin.cookie, search, { term: item.sku, employeeId: tech.id })).materialSearch[0].onHand).toBe(
      -500,
    );
  });

  it('keeps no ledger without enableItemStock and refuses its operations', async () => {
    const off = await createCompany(t);
    const item = await insertItem(t, off.companyId);
    const customer = await createCustomer(t, off.admin.cookie);
    const visit = await createVisit(t, off.admin.cookie, customer.id, {});
    await ok(off.admin.cookie, addLine, { input: { visitId: visit.id, itemId: item.id, quantity: 1000 } });
    expect(await t.database.db.select().from(stockMovements).where(eq(stockMovements.itemId, item.id))).toEqual([]);
    expect((await ok(off.admin.cookie, search, { term: item.sku })).materialSearch[0].onHand).toBeNull();
    const r = await graphql(t.app, off.admin.cookie, receive, { input: { itemId: item.id, quantity: 1000 } });
    expect(ext(r)).toMatchObject({ code: 'CONFLICT', reason: 'stock.disabled' });
  });

  it('is the administrator’s: employees FORBIDDEN, another company NOT_FOUND', async () => {
    const item = await insertItem(t, companyId);
    expect(errorCode(await graphql(t.app, tech.cookie, read, { itemId: item.id }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, tech.cookie, receive, { input: { itemId: item.id, quantity: 1 } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, read, { itemId: item.id }))).toBe('NOT_FOUND');
    expect(
      errorCode(await graphql(t.app, otherAdmin.cookie, receive, { input: { itemId: item.id, quantity: 1 } })),
    ).toBe('NOT_FOUND');
  });

  it('never changes a ledger row: the application role may only append', async () => {
    const item = await insertItem(t, companyId);
    await ok(admin.cookie, receive, { input: { itemId: item.id, quantity: 1000 } });
    await expect(
      withTenant(t.database.db, { companyId, userId: admin.id }, (tx) =>
        tx.update(stockMovements).set({ quantity: 5 }).where(eq(stockMovements.itemId, item.id)),
      ),
    ).rejects.toThrow();
    expect(at((await stockOf(item.id)).locations, null)).toBe(1000);
  });

  // PostgreSQL only: PGlite has one connection, so nothing there runs at the same time.
  if (backend === 'postgres') {
    // Two technicians' transactions take the van's last unit at the same moment: both are recorded, on hand is −1.
    it('records both of two concurrent uses of the last unit', async () => {
      const item = await insertItem(t, companyId, { salesPrice: 100 });
      await ok(admin.cookie, receive, { input: { itemId: item.id, employeeId: tech.id, quantity: 1000 } });
      const [a, b] = [
        await createVisit(t, admin.cookie, customerId, { employeeIds: [tech.id] }),
        await createVisit(t, admin.cookie, customerId, { employeeIds: [tech.id] }),
      ];
      const actor: Actor = {
        userId: tech.id,
        email: tech.email,
        firstName: 'Mads',
        lastName: 'Montør',
        prefLang: 'da',
        role: 'employee',
        isSuperadmin: false,
        isPreviousAdmin: false,
        companyId,
        customerId: null,
        permissions: Object.fromEntries(permissionFlags.map((f) => [f, false])) as Actor['permissions'],
      };
      // Each transaction waits, after its use, until the other has made its use too: both are open at once, and
      // neither has seen the other's row when it commits.
      let arrived = 0;
      let release!: () => void;
      const bothUsed = new Promise<void>((resolve) => (release = resolve));
      const use = (visitId: string) =>
        withTenant(t.database.db, { companyId, userId: tech.id }, async (tx) => {
          const scope: TenantScope = { db: tx, companyId, actor, clientAddress: null };
          await addVisitLine(scope, { visitId, itemId: item.id, quantity: 1000 });
          if (++arrived === 2) release();
          await bothUsed;
        });
      await Promise.all([use(a.id), use(b.id)]);
      const s = await stockOf(item.id);
      expect(at(s.locations, tech.id)).toBe(-1000);
      expect(s.movements.items.filter((m: { kind: string }) => m.kind === 'used')).toHaveLength(2);
    });

    it('sums both of two concurrent lines on one visit into its total', async () => {
      const visit = await createVisit(t, admin.cookie, customerId, { employeeIds: [tech.id], price: 100 });
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          graphql(t.app, admin.cookie, addLine, {
            input: { visitId: visit.id, description: `L${i}`, quantity: 1000, unitPrice: 1000 },
          }),
        ),
      );
      for (const r of results) expect(r.errors).toBeUndefined();
      const [row] = await t.database.db
        .select({ totalPrice: visits.totalPrice })
        .from(visits)
        .where(eq(visits.id, visit.id));
      expect(row!.totalPrice).toBe(4100);
    });
  }
});
