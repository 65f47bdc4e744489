import { and, eq, sql } from 'drizzle-orm';
import { priceWithMarkup } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { auditLog, companies, items, stockMovements, visitLines } from '../src/db/tables/index.ts';
import {
  createCompany,
  createCustomer,
  createItem,
  createItemGroup,
  createPerson,
  createVisit,
  type CreatedPerson,
} from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const fields = `id sku name unit costPrice listPrice salesPrice groupId groupName followsGroupPrice active barcode description lowStockThreshold onHand version`;
const create = `mutation ($input: ItemInput!) { createItem(input: $input) { ${fields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: ItemInput!) { updateItem(id: $id, version: $version, input: $input) { ${fields} } }`;
const one = `query ($id: ID!) { item(id: $id) { ${fields} } }`;
const list = `query ($search: String, $groupId: ID, $active: Boolean, $belowThreshold: Boolean, $sort: ItemSort, $sortDirection: SortDirection, $offset: Int, $limit: Int) {
  items(search: $search, groupId: $groupId, active: $active, belowThreshold: $belowThreshold, sort: $sort, sortDirection: $sortDirection, offset: $offset, limit: $limit) { totalCount items { ${fields} } } }`;
const archive = `mutation ($id: ID!) { archiveItem(id: $id) { id active } }`;
const unarchive = `mutation ($id: ID!) { unarchiveItem(id: $id) { id active } }`;
const remove = `mutation ($id: ID!) { deleteItem(id: $id) }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('items on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let seer: CreatedPerson;
  let blind: CreatedPerson;
  let supplier: CreatedPerson;
  let customerLogin: CreatedPerson;
  let other: { companyId: string; admin: CreatedPerson };

  const ok = async <T = AnyData>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as T;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t, { allowCustomerLogin: true }));
    seer = await createPerson(t, { companyId, showPricesForTechnician: true });
    blind = await createPerson(t, { companyId });
    supplier = await createPerson(t, { companyId, role: 'supplier' });
    const customer = await createCustomer(t, admin.cookie, {
      allowedToLogin: true,
      email: `kunde-${backend}@varer.test`,
    });
    customerLogin = await createPerson(t, { companyId, role: 'customer', customerId: customer.id });
    other = await createCompany(t);
  });
  afterAll(async () => t?.close());

  it('creates an item with every field, reads it back and lists it', async () => {
    const group = await createItemGroup(t, admin.cookie, { name: 'Filtre', markupBp: 3500 });
    const { createItem: item } = await ok(admin.cookie, create, {
      input: {
        sku: 'FLT-100',
        name: 'Luftfilter G4 287×592',
        unit: 'stk',
        costPrice: 8950,
        listPrice: 14900,
        groupId: group.id,
        barcode: '5704012000076',
        description: 'Til ventilationsanlæg',
        lowStockThreshold: 10_000,
      },
    });
    expect(item).toMatchObject({
      sku: 'FLT-100',
      unit: 'stk',
      costPrice: 8950,
      listPrice: 14900,
      // 89,50 kr. + 35 % = 120,825 kr. → 120,83 kr. (half up to whole øre).
      salesPrice: 12083,
      groupId: group.id,
      groupName: 'Filtre',
      followsGroupPrice: true,
      active: true,
      barcode: '5704012000076',
      lowStockThreshold: 10_000,
      onHand: null,
      version: 1,
    });
    expect((await ok(admin.cookie, one, { id: item.id })).item).toEqual(item);
    const page = (await ok(admin.cookie, list, { search: 'flt-100' })).items;
    expect(page).toEqual({ totalCount: 1, items: [item] });
  });

  it('refuses a SKU the company has with item.skuTaken, while another company may use it', async () => {
    const first = await createItem(t, admin.cookie, { sku: 'DUP-1' });
    const again = await graphql(t.app, admin.cookie, create, { input: { sku: 'DUP-1', name: 'Igen', unit: 'stk' } });
    expect(ext(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.sku', reason: 'item.skuTaken' });
    const second = await createItem(t, admin.cookie, { sku: 'DUP-2' });
    const renamed = await graphql(t.app, admin.cookie, update, {
      id: second.id,
      version: second.version,
      input: { sku: 'DUP-1', name: 'Omdøbt', unit: 'stk' },
    });
    expect(ext(renamed)).toMatchObject({ field: 'input.sku', reason: 'item.skuTaken' });
    expect((await createItem(t, other.admin.cookie, { sku: 'DUP-1' })).sku).toBe('DUP-1');
    expect(first.sku).toBe('DUP-1');
  });

  it('refuses bad input field by field: an EAN-13 with a wrong check digit, a negative price, an unknown group', async () => {
    const markupGroupId = (await createItemGroup(t, admin.cookie, { markupBp: 100 })).id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ barcode: '5704012000077' }, 'input.barcode', 'ean_invalid'],
      [{ costPrice: -1 }, 'input.costPrice', 'money_invalid'],
      [{ salesPrice: 1_000_000_001 }, 'input.salesPrice', 'item.priceTooHigh'],
      [{ groupId: '00000000-0000-4000-8000-00000000dead' }, 'input.groupId', 'itemGroup.notFound'],
      [{ name: '  ' }, 'input.name', 'required'],
      [{ groupId: markupGroupId, costPrice: 1_000_000_000 }, 'input.costPrice', 'item.priceTooHigh'],
    ];
    for (const [input, field, reason] of cases) {
      const r = await graphql(t.app, admin.cookie, create, {
        input: { sku: 'BAD-1', name: 'Forkert', unit: 'stk', ...input },
      });
      expect(ext(r), JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    const [stored] = await t.database.db
      .select()
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.sku, 'BAD-1')));
    expect(stored).toBeUndefined();
  });

  it('computes a following price from cost and markup, keeps an own price, and refuses a stale version', async () => {
    const group = await createItemGroup(t, admin.cookie, { markupBp: 1250 });
    const item = await createItem(t, admin.cookie, { groupId: group.id, costPrice: 1001, salesPrice: 5 });
    // 10,01 kr. × 1,125 = 11,26125 kr. → 11,26 kr.
    expect(item.salesPrice).toBe(priceWithMarkup(1001, 1250));
    expect(item.salesPrice).toBe(1126);
    const cheaper = (
      await ok(admin.cookie, update, {
        id: item.id,
        version: item.version,
        input: { sku: item.sku, name: 'Billigere', unit: 'm', costPrice: 404 },
      })
    ).updateItem;
    // 4,04 kr. × 1,125 = 4,545 kr. → 4,55 kr.: exactly half rounds up.
    expect(cheaper).toMatchObject({ salesPrice: 455, unit: 'm', followsGroupPrice: true, version: 2 });
    const own = (
      await ok(admin.cookie, update, {
        id: item.id,
        version: 2,
        input: { sku: item.sku, name: 'Egen pris', unit: 'm', followsGroupPrice: false, salesPrice: 999 },
      })
    ).updateItem;
    expect(own).toMatchObject({ salesPrice: 999, costPrice: 404, followsGroupPrice: false });
    const stale = await graphql(t.app, admin.cookie, update, {
      id: item.id,
      version: 2,
      input: { sku: item.sku, name: 'For sent', unit: 'm' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await ok(admin.cookie, one, { id: item.id })).item.name).toBe('Egen pris');
  });

  it('archives and unarchives: the list shows active items unless asked', async () => {
    const item = await createItem(t, admin.cookie, { sku: 'ARK-1', name: 'Arkivvare' });
    expect((await ok(admin.cookie, archive, { id: item.id })).archiveItem.active).toBe(false);
    expect((await ok(admin.cookie, list, { search: 'ARK-1' })).items.totalCount).toBe(0);
    expect((await ok(admin.cookie, list, { search: 'ARK-1', active: false })).items.items[0].id).toBe(item.id);
    expect((await ok(admin.cookie, list, { search: 'ARK-1', active: null })).items.totalCount).toBe(1);
    expect((await ok(admin.cookie, unarchive, { id: item.id })).unarchiveItem.active).toBe(true);
    expect((await ok(admin.cookie, list, { search: 'ARK-1' })).items.totalCount).toBe(1);
  });

  it('deletes an unused item with an audit entry, and refuses one a visit line or a stock movement uses', async () => {
    const unused = await createItem(t, admin.cookie, { sku: 'DEL-1' });
    expect((await ok(admin.cookie, remove, { id: unused.id })).deleteItem).toBe(true);
    expect(errorCode(await graphql(t.app, admin.cookie, one, { id: unused.id }))).toBe('NOT_FOUND');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.deleted'), eq(auditLog.companyId, companyId)));
    expect(entry!.details).toMatchObject({ itemId: unused.id, sku: 'DEL-1' });

    const onVisit = await createItem(t, admin.cookie, { sku: 'DEL-2' });
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id);
    await t.database.db
      .insert(visitLines)
      .values({ companyId, visitId: visit.id, itemId: onVisit.id, description: 'Brugt', quantity: 1000 });
    const refused = await graphql(t.app, admin.cookie, remove, { id: onVisit.id });
    expect(ext(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'item.inUse' });

    const inStock = await createItem(t, admin.cookie, { sku: 'DEL-3' });
    await t.database.db
      .insert(stockMovements)
      .values({ companyId, itemId: inStock.id, kind: 'received', quantity: 5000 });
    expect(ext(await graphql(t.app, admin.cookie, remove, { id: inStock.id }))).toMatchObject({ reason: 'item.inUse' });
    expect((await ok(admin.cookie, one, { id: inStock.id })).item.sku).toBe('DEL-3');
  });

  it('searches SKU, name and barcode, filters by group, sorts and pages on the server', async () => {
    const { companyId: cid, admin: a } = await createCompany(t);
    const group = await createItemGroup(t, a.cookie, { name: 'Rør' });
    for (let i = 0; i < 7; i++) {
      await createItem(t, a.cookie, {
        sku: `RØR-${i}`,
        name: `Kobberrør ${10 + i} mm`,
        groupId: i % 2 === 0 ? group.id : null,
        ...(i === 3 ? { barcode: '5704012000076' } : {}),
      });
    }
    await createItem(t, a.cookie, { sku: 'ANDET', name: 'Skrue' });
    expect((await ok(a.cookie, list, { search: 'kobber' })).items.totalCount).toBe(7);
    expect((await ok(a.cookie, list, { search: 'ør-3' })).items.items.map((i: { sku: string }) => i.sku)).toEqual([
      'RØR-3',
    ]);
    expect((await ok(a.cookie, list, { search: '000076' })).items.items.map((i: { sku: string }) => i.sku)).toEqual([
      'RØR-3',
    ]);
    expect(
      (await ok(a.cookie, list, { search: '14 mm kobber' })).items.items.map((i: { sku: string }) => i.sku),
    ).toEqual(['RØR-4']);
    expect((await ok(a.cookie, list, { groupId: group.id })).items.totalCount).toBe(4);
    const paged = (
      await ok(a.cookie, list, { search: 'kobber', sort: 'sku', sortDirection: 'desc', limit: 3, offset: 3 })
    ).items;
    expect(paged.totalCount).toBe(7);
    expect(paged.items.map((i: { sku: string }) => i.sku)).toEqual(['RØR-3', 'RØR-2', 'RØR-1']);
    const byName = (await ok(a.cookie, list, { limit: 2 })).items;
    expect(byName.totalCount).toBe(8);
    expect(byName.items.map((i: { name: string }) => i.name)).toEqual(['Kobberrør 10 mm', 'Kobberrør 11 mm']);
    expect(cid).not.toBe(companyId);
  });

  it('searches what an item is now: a renamed item, its new SKU and its new group, never its old name', async () => {
    const group = await createItemGroup(t, admin.cookie, { name: 'Omdøbt gruppe' });
    const item = await createItem(t, admin.cookie, { sku: 'GAMMEL-1', name: 'Gammelnavn' });
    expect((await ok(admin.cookie, list, { search: 'gammelnavn' })).items.totalCount).toBe(1);
    await ok(admin.cookie, update, {
      id: item.id,
      version: item.version,
      input: { sku: 'NY-SKU-1', name: 'Nytnavn', unit: 'stk', groupId: group.id },
    });
    expect((await ok(admin.cookie, list, { search: 'gammelnavn' })).items.totalCount).toBe(0);
    expect((await ok(admin.cookie, list, { search: 'gammel-1' })).items.totalCount).toBe(0);
    const found = (await ok(admin.cookie, list, { search: 'nytnavn ny-sku', groupId: group.id })).items;
    expect(found.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    const [copy] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from item_search where company_id = ${companyId}`,
    );
    const [source] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from items where company_id = ${companyId}`,
    );
    expect(copy!.n).toBe(source!.n);
  });

  it('gives the quantity on hand over every location with enableItemStock, and filters those below their threshold', async () => {
    const { companyId: cid, admin: a } = await createCompany(t, { enableItemStock: true });
    const low = await createItem(t, a.cookie, { sku: 'LAV', lowStockThreshold: 10_000 });
    const plenty = await createItem(t, a.cookie, { sku: 'NOK', lowStockThreshold: 2_000 });
    const none = await createItem(t, a.cookie, { sku: 'INGEN', lowStockThreshold: 1_000 });
    await createItem(t, a.cookie, { sku: 'UDEN' });
    const van = await createPerson(t, { companyId: cid });
    await t.database.db.insert(stockMovements).values([
      { companyId: cid, itemId: low.id, kind: 'received', quantity: 6_000 },
      { companyId: cid, itemId: low.id, kind: 'moved', quantity: -2_500, employeeId: null },
      { companyId: cid, itemId: low.id, kind: 'moved', quantity: 2_500, employeeId: van.id },
      { companyId: cid, itemId: low.id, kind: 'used', quantity: -1_500, employeeId: van.id },
      { companyId: cid, itemId: plenty.id, kind: 'received', quantity: 3_000 },
    ]);
    const all = (await ok(a.cookie, list, { sort: 'sku' })).items.items as { sku: string; onHand: number }[];
    expect(Object.fromEntries(all.map((i) => [i.sku, i.onHand]))).toEqual({
      INGEN: 0,
      LAV: 4_500,
      NOK: 3_000,
      UDEN: 0,
    });
    expect((await ok(a.cookie, one, { id: low.id })).item.onHand).toBe(4_500);
    const below = (await ok(a.cookie, list, { belowThreshold: true, sort: 'sku' })).items.items;
    expect(below.map((i: { id: string }) => i.id)).toEqual([none.id, low.id]);
    // Without the flag the company keeps no stock: no quantity, and the filter does not apply.
    await t.database.db.update(companies).set({ enableItemStock: false }).where(eq(companies.id, cid));
    expect((await ok(a.cookie, one, { id: low.id })).item.onHand).toBeNull();
    expect((await ok(a.cookie, list, { belowThreshold: true })).items.totalCount).toBe(4);
  });

  it('shows prices to administrators and employees with showPricesForTechnician only; employees read but never write', async () => {
    const group = await createItemGroup(t, admin.cookie, { markupBp: 2000 });
    const item = await createItem(t, admin.cookie, {
      sku: 'PRIS-1',
      groupId: group.id,
      costPrice: 10000,
      listPrice: 15000,
    });
    const priced = { costPrice: 10000, listPrice: 15000, salesPrice: 12000 };
    expect((await ok(admin.cookie, one, { id: item.id })).item).toMatchObject(priced);
    expect((await ok(seer.cookie, one, { id: item.id })).item).toMatchObject(priced);
    const hidden = { costPrice: null, listPrice: null, salesPrice: null };
    expect((await ok(blind.cookie, one, { id: item.id })).item).toMatchObject({ sku: 'PRIS-1', ...hidden });
    const blindList = (await ok(blind.cookie, list, { search: 'PRIS-1' })).items.items;
    expect(blindList).toHaveLength(1);
    expect(blindList[0]).toMatchObject(hidden);
    // The group's markup would give the price away: null for employees, whatever their permissions.
    const groups = (await ok(seer.cookie, 'query { itemGroups { id markupBp } }')).itemGroups;
    expect(groups.find((g: { id: string }) => g.id === group.id)).toEqual({ id: group.id, markupBp: null });
    for (const person of [seer, blind]) {
      const write = await graphql(t.app, person.cookie, create, { input: { sku: 'NEJ', name: 'Nej', unit: 'stk' } });
      expect(errorCode(write)).toBe('FORBIDDEN');
      expect(errorCode(await graphql(t.app, person.cookie, archive, { id: item.id }))).toBe('FORBIDDEN');
    }
    for (const person of [supplier, customerLogin]) {
      expect(errorCode(await graphql(t.app, person.cookie, one, { id: item.id }))).toBe('FORBIDDEN');
      expect(errorCode(await graphql(t.app, person.cookie, list, {}))).toBe('FORBIDDEN');
    }
  });

  it("answers another company's item NOT_FOUND, exactly like a missing one, and lists none of them", async () => {
    const theirs = await createItem(t, other.admin.cookie, { sku: 'DERES-1' });
    const missing = '00000000-0000-4000-8000-00000000dead';
    for (const id of [theirs.id, missing]) {
      expect(errorCode(await graphql(t.app, admin.cookie, one, { id }))).toBe('NOT_FOUND');
      expect(errorCode(await graphql(t.app, admin.cookie, archive, { id }))).toBe('NOT_FOUND');
      expect(errorCode(await graphql(t.app, admin.cookie, remove, { id }))).toBe('NOT_FOUND');
      const u = await graphql(t.app, admin.cookie, update, {
        id,
        version: 1,
        input: { sku: 'X', name: 'X', unit: 'stk' },
      });
      expect(errorCode(u)).toBe('NOT_FOUND');
    }
    expect((await ok(admin.cookie, list, { search: 'DERES-1' })).items.totalCount).toBe(0);
    const theirGroup = await createItemGroup(t, other.admin.cookie);
    const r = await graphql(t.app, admin.cookie, create, {
      input: { sku: 'X-1', name: 'X', unit: 'stk', groupId: theirGroup.id },
    });
    expect(ext(r)).toMatchObject({ field: 'input.groupId', reason: 'itemGroup.notFound' });
    const [row] = await t.database.db.select().from(items).where(eq(items.id, theirs.id));
    expect(row!.active).toBe(true);
  });
});
