import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, visitEmployees, visits } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedCompany } from './factories.ts';
import { backends, createTestApp, graphql, type TestApp } from './harness.ts';

/**
 * visits.employee_ids is kept by a trigger on visit_employees (the calendar reads it instead of joining): it must
 * follow every way a visit's employees change, the mutations' and the cascades'.
 */
describe.each(backends)('a visit carries its employees’ ids on %s', (backend) => {
  let t: TestApp;
  let company: CreatedCompany;
  beforeAll(async () => {
    t = await createTestApp(backend);
    company = await createCompany(t);
  });
  afterAll(async () => t?.close());

  const idsOf = async (visitId: string) =>
    (await t.database.db.select({ ids: visits.employeeIds }).from(visits).where(eq(visits.id, visitId)))[0]?.ids;

  it('follows the form, a removed row, a re-added one and a deleted employee', async () => {
    const { companyId, admin } = company;
    const [anna, bo] = [await createPerson(t, { companyId }), await createPerson(t, { companyId })];
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id, { employeeIds: [anna.id, bo.id] });
    expect(await idsOf(visit.id)).toEqual([anna.id, bo.id].toSorted());

    const updated = await graphql(
      t.app,
      admin.cookie,
      'mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { id } }',
      { id: visit.id, version: visit.version, input: { customerId: customer.id, employeeIds: [bo.id] } },
    );
    expect(updated.errors).toBeUndefined();
    expect(await idsOf(visit.id)).toEqual([bo.id]);

    await t.database.db.insert(visitEmployees).values({ companyId, visitId: visit.id, userId: anna.id });
    expect(await idsOf(visit.id)).toEqual([anna.id, bo.id].toSorted());
    await t.database.db
      .delete(visitEmployees)
      .where(and(eq(visitEmployees.visitId, visit.id), eq(visitEmployees.userId, bo.id)));
    expect(await idsOf(visit.id)).toEqual([anna.id]);

    await t.database.db.delete(users).where(eq(users.id, anna.id));
    expect(await idsOf(visit.id)).toEqual([]);
  });

  it('follows one statement over several visits, and a row moved from one visit to another', async () => {
    const { companyId, admin } = company;
    const [dina, erik] = [await createPerson(t, { companyId }), await createPerson(t, { companyId })];
    const customer = await createCustomer(t, admin.cookie);
    const first = await createVisit(t, admin.cookie, customer.id);
    const second = await createVisit(t, admin.cookie, customer.id);
    await t.database.db.insert(visitEmployees).values([
      { companyId, visitId: first.id, userId: dina.id },
      { companyId, visitId: first.id, userId: erik.id },
      { companyId, visitId: second.id, userId: erik.id },
    ]);
    expect(await idsOf(first.id)).toEqual([dina.id, erik.id].toSorted());
    expect(await idsOf(second.id)).toEqual([erik.id]);

    await t.database.db
      .update(visitEmployees)
      .set({ visitId: second.id })
      .where(and(eq(visitEmployees.visitId, first.id), eq(visitEmployees.userId, dina.id)));
    expect(await idsOf(first.id)).toEqual([erik.id]);
    expect(await idsOf(second.id)).toEqual([dina.id, erik.id].toSorted());
  });

  it('leaves a visit unwritten when its array comes out as it was (a bulk insert that carries it already)', async () => {
    const { companyId, admin } = company;
    const frida = await createPerson(t, { companyId });
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id);
    const rowVersion = async () =>
      (
        await t.database.db
          .select({ xmin: sql<string>`xmin::text` })
          .from(visits)
          .where(eq(visits.id, visit.id))
      )[0]?.xmin;
    await t.database.db
      .update(visits)
      .set({ employeeIds: [frida.id] })
      .where(eq(visits.id, visit.id));
    const written = await rowVersion();
    await t.database.db.insert(visitEmployees).values({ companyId, visitId: visit.id, userId: frida.id });
    expect(await rowVersion()).toBe(written);
    expect(await idsOf(visit.id)).toEqual([frida.id]);

    await t.database.db.update(visitEmployees).set({ userId: frida.id }).where(eq(visitEmployees.visitId, visit.id));
    expect(await rowVersion()).toBe(written);
    await t.database.db.delete(visitEmployees).where(eq(visitEmployees.visitId, visit.id));
    expect(await rowVersion()).not.toBe(written);
    expect(await idsOf(visit.id)).toEqual([]);
  });

  it('lets a visit with employees be deleted (the cascade finds no visit to rewrite)', async () => {
    const { companyId, admin } = company;
    const carl = await createPerson(t, { companyId });
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id, { employeeIds: [carl.id] });
    expect(await idsOf(visit.id)).toEqual([carl.id]);
    await t.database.db.delete(visits).where(eq(visits.id, visit.id));
    expect(await idsOf(visit.id)).toBeUndefined();
    expect(await t.database.db.select().from(visitEmployees).where(eq(visitEmployees.visitId, visit.id))).toEqual([]);
  });
});
