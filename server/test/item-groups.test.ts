import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { priceWithMarkup } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items } from '../src/db/tables/index.ts';
import { queryRows } from '../src/db/sql.ts';
import { markedUpPriceSql } from '../src/modules/item-groups/index.ts';
import { createCompany, createItem, createItemGroup, createPerson, type CreatedPerson } from './factories.ts';
import type { AnyData } from './graphql-result.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const groupFields = 'id name markupBp itemCount repricedCount version';
const createGroup = `mutation ($input: ItemGroupInput!) { createItemGroup(input: $input) { ${groupFields} } }`;
const updateGroup = `mutation ($id: ID!, $version: Int!, $input: ItemGroupInput!) { updateItemGroup(id: $id, version: $version, input: $input) { ${groupFields} } }`;
const deleteGroup = `mutation ($id: ID!) { deleteItemGroup(id: $id) }`;
const listGroups = `query { itemGroups { ${groupFields} } }`;
const preview = `query ($id: ID!, $markupBp: Int!) { previewItemGroupMarkup(id: $id, markupBp: $markupBp) { changedCount examples { sku oldPrice newPrice } } }`;
const itemPrice = `query ($id: ID!) { item(id: $id) { salesPrice version } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('item groups on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let employee: CreatedPerson;

  const ok = async (cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const r = await graphql(t.app, cookie, query, variables);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data as AnyData;
  };
  const priceOf = async (id: string) => (await ok(admin.cookie, itemPrice, { id })).item.salesPrice as number | null;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ companyId, admin } = await createCompany(t));
    employee = await createPerson(t, { companyId, showPricesForTechnician: true });
  });
  afterAll(async () => t?.close());

  it('creates, lists with item counts and renames; a name is unique whatever its case', async () => {
    const { createItemGroup: group } = await ok(admin.cookie, createGroup, {
      input: { name: 'Kølemidler', markupBp: 2500 },
    });
    expect(group).toMatchObject({ name: 'Kølemidler', markupBp: 2500, itemCount: 0, version: 1 });
    await createItem(t, admin.cookie, { groupId: group.id });
    await createItem(t, admin.cookie, { groupId: group.id, active: false });
    const listed = (await ok(admin.cookie, listGroups)).itemGroups.find((g: { id: string }) => g.id === group.id);
    expect(listed.itemCount).toBe(2);
    const taken = await graphql(t.app, admin.cookie, createGroup, { input: { name: 'KØLEMIDLER', markupBp: 1 } });
    expect(ext(taken)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.name', reason: 'itemGroup.nameTaken' });
    const other = await createItemGroup(t, admin.cookie, { name: 'Andet' });
    const renamed = await graphql(t.app, admin.cookie, updateGroup, {
      id: other.id,
      version: other.version,
      input: { name: 'kølemidler', markupBp: 0 },
    });
    expect(ext(renamed)).toMatchObject({ reason: 'itemGroup.nameTaken' });
    const sameCase = await ok(admin.cookie, updateGroup, {
      id: group.id,
      version: 1,
      input: { name: 'kølemidler', markupBp: 2500 },
    });
    expect(sameCase.updateItemGroup).toMatchObject({ name: 'kølemidler', version: 2, repricedCount: 0 });
    const bad = await graphql(t.app, admin.cookie, createGroup, { input: { name: 'Negativ', markupBp: -1 } });
    expect(ext(bad)).toMatchObject({ field: 'input.markupBp', reason: 'markup_invalid' });
  });

  it('reprices the following items of the group only, on a markup change, in the same transaction', async () => {
    const group = await createItemGroup(t, admin.cookie, { markupBp: 2000 });
    const otherGroup = await createItemGroup(t, admin.cookie, { markupBp: 2000 });
    const follower = await createItem(t, admin.cookie, { groupId: group.id, costPrice: 1001 });
    const edge = await createItem(t, admin.cookie, { groupId: group.id, costPrice: 404 });
    const own = await createItem(t, admin.cookie, {
      groupId: group.id,
      costPrice: 1000,
      followsGroupPrice: false,
      salesPrice: 4242,
    });
    const noCost = await createItem(t, admin.cookie, { groupId: group.id, salesPrice: 777 });
    const elsewhere = await createItem(t, admin.cookie, { groupId: otherGroup.id, costPrice: 1001 });
    expect(follower.salesPrice).toBe(1201);

    const p = (await ok(admin.cookie, preview, { id: group.id, markupBp: 1250 })).previewItemGroupMarkup;
    expect(p.changedCount).toBe(2);
    expect(p.examples).toHaveLength(2);
    // The preview writes nothing.
    expect(await priceOf(follower.id)).toBe(1201);

    const updated = (
      await ok(admin.cookie, updateGroup, {
        id: group.id,
        version: group.version,
        input: { name: group.name, markupBp: 1250 },
      })
    ).updateItemGroup;
    expect(updated).toMatchObject({ markupBp: 1250, repricedCount: 2, itemCount: 4 });
    // 10,01 kr. × 1,125 = 11,26125 → 11,26; 4,04 kr. × 1,125 = 4,545 → 4,55 (half up).
    expect(await priceOf(follower.id)).toBe(1126);
    expect(await priceOf(edge.id)).toBe(455);
    expect(await priceOf(own.id)).toBe(4242);
    expect(await priceOf(noCost.id)).toBe(777);
    expect(await priceOf(elsewhere.id)).toBe(1201);
    expect((await ok(admin.cookie, itemPrice, { id: follower.id })).item.version).toBe(2);
    expect((await ok(admin.cookie, itemPrice, { id: own.id })).item.version).toBe(1);

    // A failed change leaves group and prices as they were: a stale version.
    const stale = await graphql(t.app, admin.cookie, updateGroup, {
      id: group.id,
      version: group.version,
      input: { name: group.name, markupBp: 9000 },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(await priceOf(follower.id)).toBe(1126);
  });

  it('refuses a markup that would price a following item over the limit, and changes nothing', async () => {
    const group = await createItemGroup(t, admin.cookie, { markupBp: 0 });
    const item = await createItem(t, admin.cookie, { groupId: group.id, costPrice: 1_000_000_000 });
    const r = await graphql(t.app, admin.cookie, updateGroup, {
      id: group.id,
      version: 1,
      input: { name: group.name, markupBp: 100_000 },
    });
    expect(ext(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.markupBp', reason: 'item.priceTooHigh' });
    const groups = (await ok(admin.cookie, listGroups)).itemGroups;
    expect(groups.find((g: { id: string }) => g.id === group.id)).toMatchObject({ markupBp: 0, version: 1 });
    expect(await priceOf(item.id)).toBe(1_000_000_000);
  });

  it('the SQL markup is the domain priceWithMarkup, rounding edges included', async () => {
    const samples = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 100_000 })),
      { numRuns: 300, seed: 15 },
    );
    const edges: [number, number][] = [
      [404, 1250],
      [1, 5000],
      [3, 5000],
      [1001, 1250],
      [8950, 3500],
      [1_000_000_000, 100_000],
      [0, 0],
      [199, 2500],
    ];
    for (const [cost, markup] of [...edges, ...samples]) {
      const [row] = await queryRows<{ price: number }>(
        t.database.db,
        sql`select ${markedUpPriceSql(sql`${cost}::int`, markup)} as price`,
      );
      expect(Number(row!.price), `${cost} ${markup}`).toBe(priceWithMarkup(cost, markup));
    }
  });

  it('refuses to delete a group its items use, with the count; deletes an empty one with an audit entry', async () => {
    const group = await createItemGroup(t, admin.cookie);
    const item = await createItem(t, admin.cookie, { groupId: group.id });
    await createItem(t, admin.cookie, { groupId: group.id });
    const refused = await graphql(t.app, admin.cookie, deleteGroup, { id: group.id });
    expect(ext(refused)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'itemGroup.inUse', count: 2 });
    const empty = await createItemGroup(t, admin.cookie, { name: 'Tom gruppe' });
    expect((await ok(admin.cookie, deleteGroup, { id: empty.id })).deleteItemGroup).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'itemGroup.deleted'), eq(auditLog.companyId, companyId)));
    expect(entry!.details).toMatchObject({ itemGroupId: empty.id, name: 'Tom gruppe' });
    const [kept] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(kept!.groupId).toBe(group.id);
  });

  it('is the administrator’s: employees list names without markups and write nothing; another company’s group is NOT_FOUND', async () => {
    const group = await createItemGroup(t, admin.cookie);
    const listed = (await ok(employee.cookie, listGroups)).itemGroups.find((g: { id: string }) => g.id === group.id);
    expect(listed).toMatchObject({ name: group.name, markupBp: null });
    expect(errorCode(await graphql(t.app, employee.cookie, createGroup, { input: { name: 'Nej', markupBp: 1 } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await graphql(t.app, employee.cookie, preview, { id: group.id, markupBp: 1 }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, employee.cookie, deleteGroup, { id: group.id }))).toBe('FORBIDDEN');
    const other = await createCompany(t);
    for (const q of [
      [deleteGroup, { id: group.id }],
      [preview, { id: group.id, markupBp: 1 }],
      [updateGroup, { id: group.id, version: 1, input: { name: 'X', markupBp: 1 } }],
    ] as const) {
      expect(errorCode(await graphql(t.app, other.admin.cookie, q[0], q[1]))).toBe('NOT_FOUND');
    }
    expect((await ok(other.admin.cookie, listGroups)).itemGroups).toEqual([]);
  });
});
