import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedTotal, countLimit, searchTerms } from '../src/core/paging.ts';
import { insertBulkCustomers } from '../src/db/seed/bulk-customers.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

describe('cappedTotal', () => {
  it('is exact up to the limit past the page start', () => {
    expect(cappedTotal(0, 0)).toEqual({ totalCount: 0 });
    expect(cappedTotal(countLimit, 0)).toEqual({ totalCount: countLimit });
    expect(cappedTotal(countLimit + 50, 50)).toEqual({ totalCount: countLimit + 50 });
  });

  it('reads one row more than the limit as "the limit and more"', () => {
    expect(cappedTotal(countLimit + 1, 0)).toEqual({ totalCount: countLimit, totalCountCapped: true });
    expect(cappedTotal(countLimit + 201, 200)).toEqual({ totalCount: countLimit + 200, totalCountCapped: true });
  });
});

describe('searchTerms', () => {
  it('leaves out words of one character: search starts at two', () => {
    expect(searchTerms('a')).toEqual([]);
    expect(searchTerms('a hansen')).toEqual(['hansen']);
    expect(searchTerms('th')).toEqual(['th']);
    expect(searchTerms('7')).toEqual([]);
    expect(searchTerms('20 30')).toEqual(['2030']);
  });
});

const customersQuery = `query ($search: String, $offset: Int) {
  customers(search: $search, offset: $offset, limit: 50) { totalCount totalCountCapped items { id } } }`;

describe.each(backends)('capped counts on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let demoCustomers: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    const before = await graphql(t.app, admin, customersQuery, {});
    demoCustomers = before.data!.customers.totalCount as number;
    expect(before.data!.customers.totalCountCapped).toBe(false);
    await insertBulkCustomers(t.database.db, demoCompanyId, 1100);
  });
  afterAll(() => t.close());

  it('counts the first page to 1,000 and says there are more', async () => {
    const page = (await graphql(t.app, admin, customersQuery, {})).data!.customers;
    expect(page).toMatchObject({ totalCount: countLimit, totalCountCapped: true });
    expect(page.items).toHaveLength(50);
  });

  it('counts exactly where the rest of the list fits under the limit past the page', async () => {
    const page = (await graphql(t.app, admin, customersQuery, { offset: 1000 })).data!.customers;
    expect(page).toMatchObject({ totalCount: demoCustomers + 1100, totalCountCapped: false });
    expect(page.items).toHaveLength(50);
  });

  it('gives a last page that is not full its start plus its rows', async () => {
    const offset = demoCustomers + 1100 - 10;
    const page = (await graphql(t.app, admin, customersQuery, { offset })).data!.customers;
    expect(page).toMatchObject({ totalCount: demoCustomers + 1100, totalCountCapped: false });
    expect(page.items).toHaveLength(10);
  });

  it('counts a narrow search exactly', async () => {
    // Every bulk customer's email ends in its number: "9@example" is one in ten of them.
    const page = (await graphql(t.app, admin, customersQuery, { search: '9@example' })).data!.customers;
    expect(page).toMatchObject({ totalCount: 110, totalCountCapped: false });
  });

  it('takes a one-letter search as no search', async () => {
    const all = (await graphql(t.app, admin, customersQuery, {})).data!.customers;
    const oneLetter = (await graphql(t.app, admin, customersQuery, { search: 'x' })).data!.customers;
    expect(oneLetter).toEqual(all);
  });
});
