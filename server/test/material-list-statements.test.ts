import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';
import { statementLog } from './statement-log.ts';

/**
 * No N+1 on the materials list: each row's product (with its category and counts), customer and service status come
 * from the page's statement or one batch per request, so the demo's ten units take no more statements than two.
 */
const materials = `query ($limit: Int) { materials(limit: $limit) { totalCount items {
  id serviceStatus product { id name category { id name } materialCount } customer { id name } } } }`;

describe.each(backends)('materials list statements on %s', (backend) => {
  const log = statementLog();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(backend, {}, log.appOptions);
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  it('lists 10 materials with product, category, customer and status in no more statements than 2', async () => {
    type Row = { id: string; product: { id: string } | null; customer: { id: string } | null; serviceStatus: string };
    let small: Row[] = [];
    let large: Row[] = [];
    const fewStatements = await log.count(async () => {
      small = (await graphql(t.app, admin, materials, { limit: 2 })).data!.materials.items;
    });
    const manyStatements = await log.count(async () => {
      large = (await graphql(t.app, admin, materials, { limit: 50 })).data!.materials.items;
    });
    expect(small).toHaveLength(2);
    expect(large.length).toBeGreaterThanOrEqual(10);
    expect(manyStatements).toBeLessThanOrEqual(fewStatements);
    expect(large.every((m) => m.product !== null)).toBe(true);
    expect(large.filter((m) => m.customer !== null).length).toBeGreaterThan(5);
  });
});
