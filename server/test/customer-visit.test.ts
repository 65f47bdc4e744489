import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoLoginCustomerId, demoLoginCustomerVisitId } from '../src/db/seed/demo.ts';
import { companies, visits } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

/** Issue #13, defect 3: a customer's login opens its own visit, and only that, as the customer area shows it. */
const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const madsId = seed(2);
const otherCustomerId = seed(201);
const priorityTagId = seed(300); // not shown to customers
const taskTagId = seed(301); // showForCustomer
const missingId = '00000000-0000-4000-8000-00000000dead';

const myVisit = `query ($id: ID!) { myVisit(id: $id) {
  id caseNumber status archived start end customerId description reference
  address { streetAddress zipcode city } tagValues { tagId values } } }`;
const createVisit = `mutation ($input: VisitInput!) { createVisit(input: $input) { id caseNumber } }`;

/** What the office keeps from customers: none of it may be a field of what a customer reads. */
const officeOnly = [
  'price',
  'totalPrice',
  'accordMinutes',
  'acceptance',
  'createdBy',
  'employees',
  'employeeIds',
  'department',
  'departmentId',
  'sendBookingMail',
  'showTimeRegs',
  'invoicedAt',
  'linkedVisits',
];

describe('the CustomerVisit type', () => {
  const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));
  const fields = (type: string) => Object.keys((schema.getType(type) as GraphQLObjectType).getFields());

  it('lists only what a customer may see, and both customer queries answer with it', () => {
    expect(fields('CustomerVisit').sort()).toEqual(
      [
        'address',
        'archived',
        'caseNumber',
        'customerId',
        'description',
        'end',
        'id',
        'reference',
        'reportCompletedAt',
        'start',
        'status',
        'tagValues',
      ].sort(),
    );
    for (const field of officeOnly) expect(fields('CustomerVisit')).not.toContain(field);
    const query = (schema.getType('Query') as GraphQLObjectType).getFields();
    expect(String(query.myVisit!.type)).toBe('CustomerVisit!');
    expect(String(query.myVisits!.type)).toBe('CustomerVisitPage!');
  });
});

describe.each(backends)("a customer's own visit on %s", (backend) => {
  let t: TestApp;
  let admin: string;
  let kunde: string;
  let otherAdmin: string;
  let ownVisit: { id: string; caseNumber: number };
  let othersVisit: { id: string };
  let otherCompanysVisit: { id: string };
  const created: string[] = [];
  const setReferenceFlag = (on: boolean) =>
    t.database.db.update(companies).set({ enableReference: on }).where(eq(companies.id, demoCompanyId));

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    kunde = await signIn(t.app, 'kunde@demo.dk');
    otherAdmin = await signIn(t.app, 'admin@anden.dk');
    const create = async (cookie: string, input: Record<string, unknown>) => {
      const r = await graphql(t.app, cookie, createVisit, { input });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      created.push(r.data!.createVisit.id);
      return r.data!.createVisit as { id: string; caseNumber: number };
    };
    // Everything the office can put on a visit, prices, accord and a tag kept from customers included.
    ownVisit = await create(admin, {
      customerId: demoLoginCustomerId,
      employeeIds: [madsId],
      start: '2026-09-14T07:00:00Z',
      end: '2026-09-14T09:00:00Z',
      description: 'Service af varmepumpe',
      reference: 'PO-4711',
      price: 125000,
      totalPrice: 156250,
      tagValues: [
        { tagId: taskTagId, values: ['Service'] },
        { tagId: priorityTagId, values: ['Høj'] },
      ],
    });
    othersVisit = await create(admin, { customerId: otherCustomerId, description: 'Hos en anden kunde' });
    otherCompanysVisit = await create(otherAdmin, { description: 'Anden Firmas besøg' });
  });
  afterAll(async () => {
    if (created.length) await t?.database.db.delete(visits).where(inArray(visits.id, created));
    await t?.close();
  });

  it('reads her own visit: case number, time, address, task, reference and the tags shown to customers', async () => {
    const r = await graphql(t.app, kunde, myVisit, { id: ownVisit.id });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const [stored] = await t.database.db.select().from(visits).where(eq(visits.id, ownVisit.id));
    expect(r.data!.myVisit).toEqual({
      id: ownVisit.id,
      caseNumber: ownVisit.caseNumber,
      status: stored!.status,
      archived: false,
      start: '2026-09-14T07:00:00.000Z',
      end: '2026-09-14T09:00:00.000Z',
      customerId: demoLoginCustomerId,
      description: 'Service af varmepumpe',
      reference: 'PO-4711',
      address: { streetAddress: stored!.streetAddress, zipcode: stored!.zipcode, city: stored!.city },
      // Prioritet is on the visit too, but the company does not show it to customers.
      tagValues: [{ tagId: taskTagId, values: ['Service'] }],
    });
    expect(stored!.streetAddress).toBeTruthy();
  });

  it("reads the seeded visit of the demo customer's login", async () => {
    const r = await graphql(t.app, kunde, myVisit, { id: demoLoginCustomerVisitId });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.myVisit).toMatchObject({ id: demoLoginCustomerVisitId, customerId: demoLoginCustomerId });
  });

  it('hides the reference while the company does not use references', async () => {
    await setReferenceFlag(false);
    try {
      const one = await graphql(t.app, kunde, myVisit, { id: ownVisit.id });
      expect(one.data!.myVisit.reference).toBeNull();
      const list = await graphql(t.app, kunde, 'query { myVisits(limit: 200) { items { id reference } } }');
      const mine = list.data!.myVisits.items as { id: string; reference: string | null }[];
      expect(mine.find((v) => v.id === ownVisit.id)).toEqual({ id: ownVisit.id, reference: null });
    } finally {
      await setReferenceFlag(true);
    }
  });

  it('exposes no price or other office field: asking for one is refused before anything runs', async () => {
    for (const field of ['price', 'totalPrice', 'accordMinutes', 'createdBy { id }', 'employees { phoneNumber }']) {
      for (const query of [
        `query ($id: ID!) { myVisit(id: $id) { id ${field} } }`,
        `query { myVisits { items { id ${field} } } }`,
      ]) {
        const r = await graphql(t.app, kunde, query, { id: ownVisit.id });
        expect(errorCode(r), `${query}: ${JSON.stringify(r.errors)}`).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(r.data ?? null).toBeNull();
      }
    }
  });

  it('still refuses her the staff query visit(id), even for her own visit', async () => {
    const r = await graphql(t.app, kunde, 'query ($id: ID!) { visit(id: $id) { id price } }', { id: ownVisit.id });
    expect(errorCode(r)).toBe('FORBIDDEN');
    expect(r.data ?? null).toBeNull();
  });

  it("answers another customer's visit, another company's and a missing id exactly alike: NOT_FOUND", async () => {
    const answers = [];
    for (const id of [othersVisit.id, otherCompanysVisit.id, missingId, 'not-a-visit-id']) {
      const r = await graphql(t.app, kunde, myVisit, { id });
      expect(errorCode(r), `${id}: ${JSON.stringify(r.errors)}`).toBe('NOT_FOUND');
      answers.push({ data: r.data, errors: r.errors, status: r.response.statusCode });
    }
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // The other records exist: the administrators of their companies read them.
    expect(errorCode(await graphql(t.app, admin, 'query ($id: ID!) { visit(id: $id) { id } }', othersVisit))).toBe(
      undefined,
    );
    expect(
      errorCode(await graphql(t.app, otherAdmin, 'query ($id: ID!) { visit(id: $id) { id } }', otherCompanysVisit)),
    ).toBe(undefined);
  });

  it('keeps myVisit for customers: staff are refused', async () => {
    expect(errorCode(await graphql(t.app, admin, myVisit, { id: ownVisit.id }))).toBe('FORBIDDEN');
  });
});
