import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../src/db/tables/index.ts';
import { createCompany, createItem, createItemGroup } from './factories.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

const list = `query ($limit: Int) { items(limit: $limit, sort: sku) { totalCount items { sku groupName onHand salesPrice } } }`;

/** No N+1: a page of items brings its group names and its quantities on hand in a fixed number of statements. */
describe.each(backends)('item list statements on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    const company = await createCompany(t, { enableItemStock: true });
    admin = company.admin.cookie;
    const groups = [await createItemGroup(t, admin), await createItemGroup(t, admin)];
    for (let i = 0; i < 30; i++) {
      const item = await createItem(t, admin, { sku: `N1-${String(i).padStart(2, '0')}`, groupId: groups[i % 2]!.id });
      await t.database.db
        .insert(stockMovements)
        .values({ companyId: company.companyId, itemId: item.id, kind: 'received', quantity: (i + 1) * 1000 });
    }
  });
  afterAll(async () => t?.close());

  it('lists 30 items with group and on-hand in no more statements than 3', async () => {
    let small: { sku: string; onHand: number; groupName: string }[] = [];
    let large: typeof small = [];
    const few = await log.count(async () => {
      small = (await graphql(t.app, admin, list, { limit: 3 })).data!.items.items;
    });
    const many = await log.count(async () => {
      large = (await graphql(t.app, admin, list, { limit: 50 })).data!.items.items;
    });
    expect(small).toHaveLength(3);
    expect(large).toHaveLength(30);
    expect(many).toBeLessThanOrEqual(few);
    large.forEach((item, i) => {
      expect(item.onHand).toBe((i + 1) * 1000);
      expect(item.groupName).toBeTruthy();
    });
  });
});
