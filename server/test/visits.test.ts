import { eq, inArray, sql } from 'drizzle-orm';
import {
  calendarColumnsFor,
  customerDisplayName,
  unpackCalendar,
  zonedDate,
  type CalendarVisitEntry,
  type PackedCalendar,
} from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { demoCompanyId, demoLinkedVisitIds, demoSeriesId, demoSeriesVisitId } from '../src/db/seed/demo.ts';
import { auditLog, companies, visits } from '../src/db/tables/index.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const madsId = seed(2);
const sofieId = seed(3);
const supplierId = seed(5);
const copenhagenId = seed(100);
const priorityTagId = seed(300);
const taskTagId = seed(301);
const customerId = seed(201);

const visitFields = `id caseNumber status archived isDue start end version customerId employeeIds departmentId description reference price
  acceptance materielIds seriesId occurrenceStart address { streetAddress city latitude longitude } tagValues { tagId values }
  createdBy { id } linkedVisits { id } series { id active nextVisit { id start seriesId } upcoming(limit: 3) rule { frequency rrule } }`;
const list = `query ($filter: VisitFilter, $sort: VisitSort, $dir: SortDirection, $offset: Int, $limit: Int) {
  visits(filter: $filter, sort: $sort, sortDirection: $dir, offset: $offset, limit: $limit) {
    totalCount items { id caseNumber status archived isDue start end customerId employeeIds departmentId latitude: address { latitude } tagValues { tagId values } } } }`;
const create = `mutation ($input: VisitInput!, $key: String) { createVisit(input: $input, idempotencyKey: $key) { ${visitFields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: VisitInput!, $scope: EditScope) { updateVisit(id: $id, version: $version, input: $input, scope: $scope) { ${visitFields} } }`;
const read = `query ($id: ID!) { visit(id: $id) { ${visitFields} } }`;
const calendar = `query ($from: DateTime!, $to: DateTime!, $filter: VisitFilter) { calendarVisits(from: $from, to: $to, dateType: week, filter: $filter) {
  key id projected seriesId caseNumber start end status customerName employeeIds version } }`;
const packedCalendar = `query ($from: DateTime!, $to: DateTime!, $filter: VisitFilter) { calendarVisitsPacked(from: $from, to: $to, dateType: month, filter: $filter) }`;
const packedMonth = `query ($from: DateTime!, $to: DateTime!, $dayLimit: Int) { calendarVisitsPacked(from: $from, to: $to, dateType: month, dayLimit: $dayLimit) }`;
const transition = (name: string, extra = '') =>
  `mutation ($id: ID!, $version: Int!${extra ? `, ${extra}` : ''}) { ${name}(id: $id, version: $version${extra ? `, ${extra.replace(/\$(\w+): \w+!/g, '$1: $$$1')}` : ''}) { id status archived version } }`;

const hour = 3_600_000;
const day = 24 * hour;
/** A future instant on a whole hour, far from the seeded visits. */
const future = (days: number, h = 8) => {
  const base = new Date(Date.now() + days * day);
  base.setUTCHours(h, 0, 0, 0);
  return base;
};

const fieldOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;

describe.each(backends)('visits on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let mads: string;
  let sofie: string;
  let supplier: string;
  let otherAdmin: string;
  const setFlags = (flags: Partial<typeof companies.$inferInsert>) =>
    t.database.db.update(companies).set(flags).where(eq(companies.id, demoCompanyId));
  const newVisit = async (input: Record<string, unknown>, cookie = admin) => {
    const r = await graphql(t.app, cookie, create, { input });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.createVisit;
  };
  const planned = (days: number, extra: Record<string, unknown> = {}) => ({
    customerId,
    employeeIds: [madsId],
    start: future(days).toISOString(),
    end: new Date(future(days).getTime() + 2 * hour).toISOString(),
    description: `Testbesøg ${days}`,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    mads = await signIn(t.app, 'tekniker@demo.dk');
    sofie = await signIn(t.app, 'sofie@demo.dk');
    supplier = await signIn(t.app, 'leverandor@demo.dk');
    otherAdmin = await signIn(t.app, 'admin@anden.dk');
  });
  afterAll(async () => t?.close());

  describe('the list', () => {
    it('shows the due view with the same count as the sidebar badge and the overview', async () => {
      for (const cookie of [admin, mads, supplier]) {
        const due = await graphql(t.app, cookie, list, { filter: { view: 'due' }, limit: 200 });
        const counts = await graphql(
          t.app,
          cookie,
          'query { navigationCounts { dueVisits } overview { dueVisitCount } }',
        );
        expect(due.data!.visits.totalCount).toBe(counts.data!.navigationCounts.dueVisits);
        expect(due.data!.visits.totalCount).toBe(counts.data!.overview.dueVisitCount);
        for (const item of due.data!.visits.items) {
          expect(item.isDue).toBe(true);
          expect(new Date(item.end).getTime()).toBeLessThan(Date.now());
        }
        // The due view reads oldest first.
        const starts = due.data!.visits.items.map((i: { start: string }) => new Date(i.start).getTime());
        expect(starts).toEqual([...starts].sort((a, b) => a - b));
      }
      const adminDue = await graphql(t.app, admin, list, { filter: { view: 'due' } });
      expect(adminDue.data!.visits.totalCount).toBeGreaterThan(0);
    });

    it("gives a page's customers and employees (fetched with the page in one statement) as the single visit does", async () => {
      const people =
        'id customer { id name phoneNumber email address { streetAddress zipcode city latitude longitude } } employees { id name firstName lastName initials phoneNumber } employeeIds';
      for (const cookie of [admin, mads, supplier]) {
        const page = await graphql(t.app, cookie, `query { visits(limit: 40) { totalCount items { ${people} } } }`);
        expect(page.errors).toBeUndefined();
        expect(page.data!.visits.items.length).toBeGreaterThan(0);
        for (const item of page.data!.visits.items.slice(0, 15)) {
          const single = await graphql(t.app, cookie, `query ($id: ID!) { visit(id: $id) { ${people} } }`, {
            id: item.id,
          });
          expect(item).toEqual(single.data!.visit);
        }
      }
      // Past the last page: no rows, the total still counted.
      const all = await graphql(t.app, admin, list, { limit: 1 });
      const beyond = await graphql(t.app, admin, list, { offset: 900_000, limit: 10 });
      expect(beyond.data!.visits).toEqual({ totalCount: all.data!.visits.totalCount, items: [] });
    });

    it('separates archived visits from the rest and pages in SQL', async () => {
      const all = await graphql(t.app, admin, list, { limit: 500 });
      const archived = await graphql(t.app, admin, list, { filter: { view: 'archived' }, limit: 500 });
      const [counts] = await queryRows<{ active: number; archived: number }>(
        t.database.db,
        sql`
        select count(*) filter (where not archived)::int as active, count(*) filter (where archived)::int as archived
        from visits where company_id = ${demoCompanyId}`,
      );
      expect(all.data!.visits.totalCount).toBe(counts!.active);
      expect(archived.data!.visits.totalCount).toBe(counts!.archived);
      expect(all.data!.visits.items.every((i: { archived: boolean }) => !i.archived)).toBe(true);
      expect(archived.data!.visits.items.every((i: { archived: boolean }) => i.archived)).toBe(true);
      const page1 = await graphql(t.app, admin, list, { sort: 'caseNumber', dir: 'asc', limit: 10 });
      const page2 = await graphql(t.app, admin, list, { sort: 'caseNumber', dir: 'asc', limit: 10, offset: 10 });
      const numbers = [...page1.data!.visits.items, ...page2.data!.visits.items].map(
        (i: { caseNumber: number }) => i.caseNumber,
      );
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(numbers).size).toBe(20);
      expect(page1.data!.visits.totalCount).toBe(counts!.active);
      // A last page that is not full: its total is its start plus its rows (the count is not run), and its rows keep
      // the list's order, in every sort.
      for (const sort of ['caseNumber', 'customer', 'start'] as const) {
        const full = await graphql(t.app, admin, list, { sort, dir: 'desc', limit: 3, offset: counts!.active - 3 });
        const tail = await graphql(t.app, admin, list, { sort, dir: 'desc', limit: 10, offset: counts!.active - 3 });
        expect(tail.data!.visits.totalCount).toBe(counts!.active);
        expect(full.data!.visits.items).toHaveLength(3);
        expect(tail.data!.visits.items).toEqual(full.data!.visits.items);
      }
    });

    it('shows in the hasMateriel view only visits with materiel that are not archived', async () => {
      // A demo unit (demo-equipment.ts): a visit's materials must be the company's.
      const materielId = '5eed0000-0000-4000-8000-000000006105';
      const withMateriel = await newVisit(planned(70, { materielIds: [materielId] }));
      const without = await newVisit(planned(71));
      const archivedWithMateriel = await newVisit(planned(72, { materielIds: [materielId] }));
      await t.database.db.update(visits).set({ archived: true }).where(eq(visits.id, archivedWithMateriel.id));

      const view = await graphql(t.app, admin, list, { filter: { view: 'hasMateriel' }, limit: 500 });
      const ids = view.data!.visits.items.map((i: { id: string }) => i.id);
      expect(ids).toContain(withMateriel.id);
      expect(ids).not.toContain(without.id);
      expect(ids).not.toContain(archivedWithMateriel.id);
      const [count] = await queryRows<{ n: number }>(
        t.database.db,
        sql`
        select count(*)::int as n from visits where company_id = ${demoCompanyId} and not archived and cardinality(materiel_ids) > 0`,
      );
      expect(view.data!.visits.totalCount).toBe(count!.n);
      expect((await graphql(t.app, admin, read, { id: withMateriel.id })).data!.visit.materielIds).toEqual([
        materielId,
      ]);
      // Another company's administrator does not see them in the view either.
      const foreign = await graphql(t.app, otherAdmin, list, { filter: { view: 'hasMateriel' }, limit: 500 });
      expect(foreign.data!.visits.items.map((i: { id: string }) => i.id)).not.toContain(withMateriel.id);

      for (const v of [withMateriel, without, archivedWithMateriel]) {
        await graphql(t.app, admin, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id: v.id });
      }
    });

    it('filters by status, employee, department, customer, dates, tags and coordinates', async () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response rows, as the harness reads them
      const check = async (filter: Record<string, unknown>, test: (item: Record<string, any>) => boolean) => {
        const r = await graphql(t.app, admin, list, { filter, limit: 500 });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
        expect(r.data!.visits.totalCount, JSON.stringify(filter)).toBeGreaterThan(0);
        for (const item of r.data!.visits.items) expect(test(item), JSON.stringify({ filter, item })).toBe(true);
        return r.data!.visits.totalCount as number;
      };
      await check({ statuses: ['completed', 'done'] }, (i) => i.status === 'completed' || i.status === 'done');
      await check({ employeeIds: [supplierId] }, (i) => i.employeeIds.includes(supplierId));
      await check({ departmentId: copenhagenId }, (i) => i.departmentId === copenhagenId);
      await check({ customerId: seed(200) }, (i) => i.customerId === seed(200));
      const from = new Date(Date.now() - 7 * day);
      const to = new Date(Date.now() + 7 * day);
      await check(
        { from: from.toISOString(), to: to.toISOString() },
        (i) => new Date(i.start) >= from && new Date(i.start) < to,
      );
      await check({ tagValues: [{ tagId: priorityTagId, value: 'Høj' }] }, (i) =>
        i.tagValues.some(
          (v: { tagId: string; values: string[] }) => v.tagId === priorityTagId && v.values.includes('Høj'),
        ),
      );
      await check({ hasCoordinates: true }, (i) => i.latitude.latitude !== null);
      const none = await graphql(t.app, admin, list, {
        filter: { tagValues: [{ tagId: priorityTagId, value: 'Findes ikke' }] },
      });
      expect(none.data!.visits.totalCount).toBe(0);
    });

    it('searches case number, customer name, address and description', async () => {
      const [visit] = await queryRows<{ case_number: number; city: string; customer_id: string }>(
        t.database.db,
        sql`
        select case_number, city, customer_id from visits where company_id = ${demoCompanyId} and not archived order by case_number limit 1`,
      );
      const byNumber = await graphql(t.app, admin, list, { filter: { search: String(visit!.case_number) } });
      expect(byNumber.data!.visits.items.map((i: { caseNumber: number }) => i.caseNumber)).toContain(
        visit!.case_number,
      );
      const [customer] = await queryRows<{ last_name: string }>(
        t.database.db,
        sql`select last_name from customers where id = ${visit!.customer_id}`,
      );
      const byCustomer = await graphql(t.app, admin, list, { filter: { search: customer!.last_name }, limit: 500 });
      expect(byCustomer.data!.visits.totalCount).toBeGreaterThan(0);
      const byCity = await graphql(t.app, admin, list, { filter: { search: visit!.city.toLowerCase() }, limit: 500 });
      expect(byCity.data!.visits.totalCount).toBeGreaterThan(0);
      const v = await newVisit({ ...planned(60), description: 'Udskiftning af tagrende zyxwv' });
      const byDescription = await graphql(t.app, admin, list, { filter: { search: 'tagrende ZYXWV' } });
      expect(byDescription.data!.visits.items.map((i: { id: string }) => i.id)).toEqual([v.id]);
      const nothing = await graphql(t.app, admin, list, { filter: { search: "%' or 1=1 --" } });
      expect(nothing.data!.visits.totalCount).toBe(0);
    });

    it('gives employees and suppliers only the visits they are on', async () => {
      for (const [cookie, userId] of [
        [mads, madsId],
        [supplier, supplierId],
      ] as const) {
        const r = await graphql(t.app, cookie, list, { limit: 500 });
        const [own] = await queryRows<{ n: number }>(
          t.database.db,
          sql`
          select count(*)::int as n from visits v where not v.archived and exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${userId})`,
        );
        expect(r.data!.visits.totalCount).toBe(own!.n);
        expect(r.data!.visits.items.every((i: { employeeIds: string[] }) => i.employeeIds.includes(userId))).toBe(true);
      }
      const [foreign] = await queryRows<{ id: string }>(
        t.database.db,
        sql`
        select v.id from visits v where v.company_id = ${demoCompanyId} and not exists (select 1 from visit_employees ve where ve.visit_id = v.id and ve.user_id = ${madsId}) limit 1`,
      );
      expect(errorCode(await graphql(t.app, mads, read, { id: foreign!.id }))).toBe('NOT_FOUND');
      expect(errorCode(await graphql(t.app, mads, transition('startVisit'), { id: foreign!.id, version: 1 }))).toBe(
        'NOT_FOUND',
      );
    });

    it('hides prices from employees without showPricesForTechnician and from suppliers', async () => {
      const asAdmin = await graphql(t.app, admin, read, { id: demoSeriesVisitId });
      const asMads = await graphql(t.app, mads, read, { id: demoSeriesVisitId });
      expect(asAdmin.data!.visit.price).toBe(95_000);
      expect(asMads.data!.visit.price).toBeNull();
    });

    it("answers another company's admin NOT_FOUND and leaves its list without them", async () => {
      expect(errorCode(await graphql(t.app, otherAdmin, read, { id: demoSeriesVisitId }))).toBe('NOT_FOUND');
      expect(
        errorCode(
          await graphql(t.app, otherAdmin, update, { id: demoSeriesVisitId, version: 1, input: { description: 'x' } }),
        ),
      ).toBe('NOT_FOUND');
      const r = await graphql(t.app, otherAdmin, list, { limit: 500 });
      expect(r.data!.visits.totalCount).toBe(4);
      expect(r.data!.visits.items.map((i: { id: string }) => i.id)).not.toContain(demoSeriesVisitId);
    });
  });

  describe('creating and editing', () => {
    it('refuses invalid input naming the field, then creates the visit', async () => {
      const start = future(30);
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { start: start.toISOString(), end: new Date(start.getTime() - hour).toISOString() },
          'input.end',
          'visit.endBeforeStart',
        ],
        [{ start: start.toISOString(), end: start.toISOString() }, 'input.end', 'visit.endEqualsStart'],
        [{ start: start.toISOString() }, 'input.end', 'visit.endRequired'],
        [{ end: start.toISOString() }, 'input.start', 'visit.startRequired'],
        [{ materielIds: [seed(999)] }, 'input.materielIds', 'visit.materielNeedsTime'],
        [{ employeeIds: [seed(50)] }, 'input.employeeIds.0', 'visit.employeeNotFound'],
        [{ customerId: seed(600) }, 'input.customerId', 'visit.customerNotFound'],
        [{ customerId: 'nope' }, 'input.customerId', 'visit.customerNotFound'],
        [
          { tagValues: [{ tagId: priorityTagId, values: ['Ukendt'] }] },
          'input.tagValues.0.values',
          'visit.tagValueInvalid',
        ],
        [{ price: -1 }, 'input.price', 'money_invalid'],
        [{ recurrence: { frequency: 'weekly' } }, 'input.recurrence', 'recurrence.needsStart'],
        // Nothing filled in (issue #13): a visit is about a customer or has a description.
        [{ description: null }, 'input.customerId', 'visit.needsCustomerOrDescription'],
        [{ description: '   ', employeeIds: [madsId] }, 'input.customerId', 'visit.needsCustomerOrDescription'],
      ];
      const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from visits`);
      for (const [input, field, reason] of cases) {
        // A description, so that each case meets only its own rule (a visit needs a customer or a description).
        const r = await graphql(t.app, admin, create, { input: { description: 'Fejltest', ...input } });
        expect(errorCode(r), JSON.stringify(input)).toBe('BAD_USER_INPUT');
        expect(fieldOf(r), JSON.stringify(input)).toMatchObject({ field, reason });
      }
      expect(await queryRows(t.database.db, sql`select count(*)::int as n from visits`)).toEqual(before);

      const [max] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select max(case_number)::int as n from visits where company_id = ${demoCompanyId}`,
      );
      const visit = await newVisit(
        planned(30, { reference: 'PO-1', tagValues: [{ tagId: taskTagId, values: ['Service', 'Inspektion'] }] }),
      );
      expect(visit).toMatchObject({
        caseNumber: max!.n + 1,
        status: 'scheduled',
        customerId,
        employeeIds: [madsId],
        reference: 'PO-1',
        createdBy: { id: seed(1) },
        version: 1,
        seriesId: null,
      });
      expect(visit.address.city).toBeTruthy();
      expect(visit.tagValues).toEqual([{ tagId: taskTagId, values: ['Inspektion', 'Service'] }]);
    });

    it('derives not_scheduled ↔ scheduled from customer, employee and time', async () => {
      const visit = await newVisit({ customerId, description: 'Mangler tid og medarbejder' });
      expect(visit.status).toBe('not_scheduled');
      const withTime = await graphql(t.app, admin, update, {
        id: visit.id,
        version: visit.version,
        input: { start: future(31).toISOString(), end: future(31, 10).toISOString() },
      });
      expect(withTime.data!.updateVisit.status).toBe('not_scheduled');
      const withEmployee = await graphql(t.app, admin, update, {
        id: visit.id,
        version: withTime.data!.updateVisit.version,
        input: { employeeIds: [sofieId] },
      });
      expect(withEmployee.data!.updateVisit).toMatchObject({ status: 'scheduled', employeeIds: [sofieId] });
      const without = await graphql(t.app, admin, update, {
        id: visit.id,
        version: withEmployee.data!.updateVisit.version,
        input: { employeeIds: [] },
      });
      expect(without.data!.updateVisit.status).toBe('not_scheduled');
      // A merged time is checked as a whole: an end before the stored start is refused.
      const bad = await graphql(t.app, admin, update, {
        id: visit.id,
        version: without.data!.updateVisit.version,
        input: { end: future(30).toISOString() },
      });
      expect(fieldOf(bad)).toMatchObject({ field: 'input.end', reason: 'visit.endBeforeStart' });
    });

    it('uses its own address when useCustomerAddress is off', async () => {
      const visit = await newVisit(
        planned(32, {
          useCustomerAddress: false,
          address: {
            streetAddress: 'Testvej 1',
            zipcode: '2100',
            city: 'København Ø',
            latitude: 55.7,
            longitude: 12.57,
          },
        }),
      );
      expect(visit.address).toEqual({
        streetAddress: 'Testvej 1',
        city: 'København Ø',
        latitude: 55.7,
        longitude: 12.57,
      });
    });

    it('creates once per idempotency key', async () => {
      const input = planned(33);
      const first = await graphql(t.app, admin, create, { input, key: 'visit-key-0001' });
      const again = await graphql(t.app, admin, create, { input, key: 'visit-key-0001' });
      expect(again.data!.createVisit.id).toBe(first.data!.createVisit.id);
      const other = await graphql(t.app, admin, create, {
        input: { ...input, description: 'andet' },
        key: 'visit-key-0001',
      });
      expect(fieldOf(other)).toMatchObject({ field: 'idempotencyKey', reason: 'idempotency.keyReused' });
    });

    it('hands out distinct case numbers to concurrent creates', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => graphql(t.app, admin, create, { input: { description: `Samtidig ${i}` } })),
      );
      const numbers = results.map((r) => r.data!.createVisit.caseNumber as number);
      expect(new Set(numbers).size).toBe(6);
    });

    it('gives the second of two saves of the same version CONFLICT', async () => {
      const visit = await newVisit(planned(34, { employeeIds: [madsId, sofieId] }));
      const first = await graphql(t.app, admin, update, {
        id: visit.id,
        version: visit.version,
        input: { description: 'Anna' },
      });
      const second = await graphql(t.app, sofie, update, {
        id: visit.id,
        version: visit.version,
        input: { description: 'Sofie' },
      });
      expect(first.data!.updateVisit.version).toBe(visit.version + 1);
      expect(errorCode(second)).toBe('CONFLICT');
      const after = await graphql(t.app, admin, read, { id: visit.id });
      expect(after.data!.visit.description).toBe('Anna');
    });

    it('puts an employee who creates a visit without naming anyone on it, so they can see it', async () => {
      const input = planned(33, { employeeIds: undefined, description: 'Oprettet af Sofie' });
      delete (input as Record<string, unknown>).employeeIds;
      const r = await graphql(t.app, sofie, create, { input });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(r.data!.createVisit).toMatchObject({ employeeIds: [sofieId], status: 'scheduled' });
      const asSofie = await graphql(t.app, sofie, read, { id: r.data!.createVisit.id });
      expect(asSofie.data!.visit.description).toBe('Oprettet af Sofie');
      // An administrator's visit without employees stays without (not_scheduled).
      const byAdmin = await newVisit({ ...input, description: 'Uden medarbejdere' });
      expect(byAdmin).toMatchObject({ employeeIds: [], status: 'not_scheduled' });
      await t.database.db.delete(visits).where(inArray(visits.id, [r.data!.createVisit.id, byAdmin.id]));
    });

    it('lets employees edit only their own visits', async () => {
      const own = await newVisit(planned(35, { employeeIds: [madsId] }));
      const other = await newVisit(planned(35, { employeeIds: [sofieId] }));
      const ok = await graphql(t.app, mads, update, {
        id: own.id,
        version: own.version,
        input: { description: 'Mads retter' },
      });
      expect(ok.data!.updateVisit.description).toBe('Mads retter');
      expect(
        errorCode(
          await graphql(t.app, mads, update, { id: other.id, version: other.version, input: { description: 'x' } }),
        ),
      ).toBe('NOT_FOUND');
    });

    it('moves a visit (calendar drag) and back (undo)', async () => {
      const visit = await newVisit(planned(36));
      const start = future(37, 12);
      const end = new Date(start.getTime() + 3 * hour);
      const moveQuery =
        'mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) { moveVisit(id: $id, version: $version, start: $start, end: $end) { start end version status } }';
      const moved = await graphql(t.app, admin, moveQuery, {
        id: visit.id,
        version: visit.version,
        start: start.toISOString(),
        end: end.toISOString(),
      });
      expect(moved.data!.moveVisit).toMatchObject({
        start: start.toISOString(),
        end: end.toISOString(),
        version: visit.version + 1,
        status: 'scheduled',
      });
      const undo = await graphql(t.app, admin, moveQuery, {
        id: visit.id,
        version: moved.data!.moveVisit.version,
        start: visit.start,
        end: visit.end,
      });
      expect(undo.data!.moveVisit).toMatchObject({ start: visit.start, end: visit.end });
      const stale = await graphql(t.app, admin, moveQuery, {
        id: visit.id,
        version: visit.version,
        start: visit.start,
        end: visit.end,
      });
      expect(errorCode(stale)).toBe('CONFLICT');
      const backwards = await graphql(t.app, admin, moveQuery, {
        id: visit.id,
        version: undo.data!.moveVisit.version,
        start: end.toISOString(),
        end: start.toISOString(),
      });
      expect(fieldOf(backwards)).toMatchObject({ field: 'end', reason: 'visit.endBeforeStart' });
    });
  });

  describe('deleting and links', () => {
    it("refuses to delete an invoiced visit or one with links ('Kan ikke slettes')", async () => {
      const [invoiced] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from visits where company_id = ${demoCompanyId} and invoiced_at is not null limit 1`,
      );
      const del = 'mutation ($id: ID!) { deleteVisit(id: $id) }';
      expect(fieldOf(await graphql(t.app, admin, del, { id: invoiced!.id }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
        reason: 'visit.invoiced',
      });
      for (const id of demoLinkedVisitIds) {
        expect(fieldOf(await graphql(t.app, admin, del, { id }))).toMatchObject({
          field: 'id',
          reason: 'visit.hasLinks',
        });
      }
      const linked = await graphql(t.app, admin, read, { id: demoLinkedVisitIds[1] });
      expect(linked.data!.visit.linkedVisits.map((l: { id: string }) => l.id)).toEqual([demoLinkedVisitIds[0]]);
    });

    it('links and unlinks both ways, then deletes', async () => {
      const a = await newVisit(planned(40));
      const b = await newVisit(planned(41));
      const link = await graphql(
        t.app,
        admin,
        'mutation ($id: ID!, $ids: [ID!]!) { linkVisits(id: $id, linkedIds: $ids) { linkedVisits { id } } }',
        { id: a.id, ids: [b.id] },
      );
      expect(link.data!.linkVisits.linkedVisits).toEqual([{ id: b.id }]);
      const fromB = await graphql(t.app, admin, read, { id: b.id });
      expect(fromB.data!.visit.linkedVisits).toEqual([expect.objectContaining({ id: a.id })]);
      expect(
        fieldOf(await graphql(t.app, admin, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id: b.id })),
      ).toMatchObject({ reason: 'visit.hasLinks' });
      await graphql(
        t.app,
        admin,
        'mutation ($id: ID!, $ids: [ID!]!) { unlinkVisits(id: $id, linkedIds: $ids) { id } }',
        { id: b.id, ids: [a.id] },
      );
      const deleted = await graphql(t.app, admin, 'mutation ($id: ID!) { deleteVisit(id: $id) }', { id: b.id });
      expect(deleted.data!.deleteVisit).toBe(true);
      expect(errorCode(await graphql(t.app, admin, read, { id: b.id }))).toBe('NOT_FOUND');
    });

    it('audits a deleted visit with its case number and scope, and not a refused delete', async () => {
      const visit = await newVisit(planned(43));
      const del = 'mutation ($id: ID!, $scope: EditScope) { deleteVisit(id: $id, scope: $scope) }';
      expect((await graphql(t.app, admin, del, { id: visit.id, scope: 'THIS' })).data!.deleteVisit).toBe(true);
      const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'visit.deleted'));
      const entry = rows.find((r) => (r.details as { visitId?: string }).visitId === visit.id);
      expect(entry).toMatchObject({
        companyId: demoCompanyId,
        details: { visitId: visit.id, caseNumber: visit.caseNumber, scope: 'THIS' },
      });
      expect(entry!.actorUserId).toBeTruthy();
      const refusedId = demoLinkedVisitIds[0];
      expect(fieldOf(await graphql(t.app, admin, del, { id: refusedId }))).toMatchObject({ reason: 'visit.hasLinks' });
      const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'visit.deleted'));
      expect(after.some((r) => (r.details as { visitId?: string }).visitId === refusedId)).toBe(false);
    });
  });

  describe('running the work', () => {
    it('starts, finishes and toggles the report; archives and unarchives in bulk', async () => {
      const visit = await newVisit(planned(42));
      const notFinished = await graphql(t.app, admin, 'mutation ($ids: [ID!]!) { archiveVisits(ids: $ids) { id } }', {
        ids: [visit.id],
      });
      expect(fieldOf(notFinished)).toMatchObject({ field: 'ids.0', reason: 'visit.notFinished' });
      const started = await graphql(t.app, mads, transition('startVisit'), { id: visit.id, version: visit.version });
      expect(started.data!.startVisit.status).toBe('current');
      const again = await graphql(t.app, mads, transition('startVisit'), {
        id: visit.id,
        version: started.data!.startVisit.version,
      });
      expect(fieldOf(again)).toMatchObject({ field: 'id', reason: 'visit.cannotStart' });
      const finished = await graphql(t.app, mads, transition('finishVisit', '$reportCompleted: Boolean!'), {
        id: visit.id,
        version: started.data!.startVisit.version,
        reportCompleted: false,
      });
      expect(finished.data!.finishVisit.status).toBe('done');
      const completed = await graphql(t.app, mads, transition('setReportCompleted', '$completed: Boolean!'), {
        id: visit.id,
        version: finished.data!.finishVisit.version,
        completed: true,
      });
      expect(completed.data!.setReportCompleted.status).toBe('completed');
      const undone = await graphql(t.app, mads, transition('setReportCompleted', '$completed: Boolean!'), {
        id: visit.id,
        version: completed.data!.setReportCompleted.version,
        completed: false,
      });
      expect(undone.data!.setReportCompleted.status).toBe('done');

      const other = await newVisit(planned(43));
      const o1 = await graphql(t.app, admin, transition('startVisit'), { id: other.id, version: other.version });
      await graphql(t.app, admin, transition('finishVisit', '$reportCompleted: Boolean!'), {
        id: other.id,
        version: o1.data!.startVisit.version,
        reportCompleted: true,
      });
      const archived = await graphql(
        t.app,
        admin,
        'mutation ($ids: [ID!]!) { archiveVisits(ids: $ids) { id archived status } }',
        { ids: [visit.id, other.id] },
      );
      expect(archived.data!.archiveVisits.map((v: { archived: boolean }) => v.archived)).toEqual([true, true]);
      const inArchive = await graphql(t.app, admin, list, { filter: { view: 'archived' }, limit: 500 });
      expect(inArchive.data!.visits.items.map((i: { id: string }) => i.id)).toEqual(
        expect.arrayContaining([visit.id, other.id]),
      );
      const restored = await graphql(
        t.app,
        admin,
        'mutation ($ids: [ID!]!) { unarchiveVisits(ids: $ids) { id archived status } }',
        { ids: [visit.id, other.id] },
      );
      const expected = [
        { id: visit.id, archived: false, status: 'done', caseNumber: visit.caseNumber },
        { id: other.id, archived: false, status: 'completed', caseNumber: other.caseNumber },
      ]
        .sort((x, y) => x.caseNumber - y.caseNumber)
        .map(({ caseNumber: _, ...rest }) => rest);
      expect(restored.data!.unarchiveVisits).toEqual(expected);
    });

    it('lets an employee accept or decline their own visit when the company uses acceptance', async () => {
      const visit = await newVisit(planned(44));
      const accept = transition('setVisitAcceptance', '$acceptance: VisitAcceptance!');
      const r = await graphql(t.app, mads, accept, { id: visit.id, version: visit.version, acceptance: 'accepted' });
      expect(r.errors).toBeUndefined();
      const readBack = await graphql(t.app, admin, read, { id: visit.id });
      expect(readBack.data!.visit.acceptance).toBe('accepted');
      await setFlags({ enableAcceptVisits: false });
      try {
        const off = await graphql(t.app, mads, accept, {
          id: visit.id,
          version: readBack.data!.visit.version,
          acceptance: 'declined',
        });
        expect(fieldOf(off)).toMatchObject({ field: 'acceptance', reason: 'visit.acceptanceDisabled' });
      } finally {
        await setFlags({ enableAcceptVisits: true });
      }
    });
  });

  describe('repeating visits', () => {
    const weekly = { frequency: 'weekly', interval: 1 };

    it('previews the next occurrences', async () => {
      const r = await graphql(
        t.app,
        admin,
        'query ($rule: RecurrenceRuleInput!, $start: DateTime!) { recurrencePreview(rule: $rule, start: $start, count: 4) }',
        {
          rule: { frequency: 'monthly', ordinal: 2, ordinalWeekday: 'TU' },
          start: '2026-01-13T07:00:00Z',
        },
      );
      expect(r.data!.recurrencePreview).toEqual([
        '2026-01-13T07:00:00.000Z',
        '2026-02-10T07:00:00.000Z',
        '2026-03-10T07:00:00.000Z',
        '2026-04-14T06:00:00.000Z',
      ]);
      const bad = await graphql(
        t.app,
        admin,
        'query ($rule: RecurrenceRuleInput!) { recurrencePreview(rule: $rule, start: "2026-01-13T07:00:00Z") }',
        {
          rule: { frequency: 'weekly', count: 3, until: '2026-12-01' },
        },
      );
      expect(fieldOf(bad)).toMatchObject({ field: 'rule.until', reason: 'recurrence.endConflict' });
    });

    it("gives a yearly series' rule as a full RFC 5545 rule, its month named", async () => {
      // The second Wednesday of December 2026, yearly: without BYMONTH a reader takes the second Wednesday of January.
      const visit = await newVisit({
        ...planned(0),
        start: '2026-12-09T08:00:00Z',
        end: '2026-12-09T10:00:00Z',
        recurrence: { frequency: 'yearly', ordinal: 2, ordinalWeekday: 'WE', count: 3 },
      });
      expect(visit.series.rule.rrule).toBe('FREQ=YEARLY;BYMONTH=12;BYDAY=2WE;COUNT=3');
    });

    it('keeps only the next visit real and projects the rest in the calendar', async () => {
      const visit = await newVisit(planned(50, { recurrence: { ...weekly, count: 4 } }));
      expect(visit.series).toMatchObject({
        active: true,
        nextVisit: { id: visit.id },
        rule: { frequency: 'weekly', rrule: 'FREQ=WEEKLY;COUNT=4' },
      });
      expect(visit.series.upcoming).toHaveLength(3);
      const [count] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from visits where series_id = ${visit.seriesId}`,
      );
      expect(count!.n).toBe(1);
      const from = new Date(new Date(visit.start).getTime() - day);
      const cal = await graphql(t.app, admin, calendar, {
        from: from.toISOString(),
        to: new Date(from.getTime() + 35 * day).toISOString(),
      });
      const ofSeries = cal.data!.calendarVisits.filter((e: { seriesId: string }) => e.seriesId === visit.seriesId);
      expect(ofSeries.map((e: { projected: boolean }) => e.projected)).toEqual([false, true, true, true]);
      expect(ofSeries[0]).toMatchObject({
        key: visit.id,
        id: visit.id,
        caseNumber: visit.caseNumber,
        version: visit.version,
      });
      expect(ofSeries[1]).toMatchObject({
        id: null,
        caseNumber: null,
        version: null,
        key: `${visit.seriesId}:${ofSeries[1].start}`,
      });
      expect(new Date(ofSeries[1].start).getTime() - new Date(visit.start).getTime()).toBeGreaterThanOrEqual(
        7 * day - hour,
      );
      // Mads sees the projections of his series; Sofie is not on it.
      const asMads = await graphql(t.app, mads, calendar, {
        from: from.toISOString(),
        to: new Date(from.getTime() + 35 * day).toISOString(),
      });
      expect(
        asMads.data!.calendarVisits.filter((e: { seriesId: string }) => e.seriesId === visit.seriesId),
      ).toHaveLength(4);
      const asSofie = await graphql(t.app, sofie, calendar, {
        from: from.toISOString(),
        to: new Date(from.getTime() + 35 * day).toISOString(),
      });
      expect(
        asSofie.data!.calendarVisits.filter((e: { seriesId: string }) => e.seriesId === visit.seriesId),
      ).toHaveLength(0);
    });

    it('makes the next visit real when one is finished, and ends after the last', async () => {
      let current = await newVisit(planned(52, { recurrence: { ...weekly, count: 2 } }));
      const seriesId = current.seriesId;
      const finish = transition('finishVisit', '$reportCompleted: Boolean!');
      const f1 = await graphql(t.app, mads, finish, {
        id: current.id,
        version: current.version,
        reportCompleted: true,
      });
      expect(f1.data!.finishVisit.status).toBe('completed');
      const after = await graphql(t.app, admin, read, { id: current.id });
      const next = after.data!.visit.series.nextVisit;
      expect(next.id).not.toBe(current.id);
      expect(new Date(next.start).getTime() - new Date(current.start).getTime()).toBeGreaterThanOrEqual(7 * day - hour);
      current = (await graphql(t.app, admin, read, { id: next.id })).data!.visit;
      expect(current).toMatchObject({
        status: 'scheduled',
        employeeIds: [madsId],
        customerId,
        seriesId,
        description: 'Testbesøg 52',
      });
      expect(current.caseNumber).toBeGreaterThan(after.data!.visit.caseNumber);
      await graphql(t.app, mads, finish, { id: current.id, version: current.version, reportCompleted: false });
      const last = await graphql(t.app, admin, read, { id: current.id });
      expect(last.data!.visit.series).toMatchObject({ active: false, nextVisit: null });
      const [count] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from visits where series_id = ${seriesId}`,
      );
      expect(count!.n).toBe(2);
    });

    it('edits only this visit, or the whole series', async () => {
      const visit = await newVisit(planned(54, { recurrence: weekly }));
      const thisOnly = await graphql(t.app, admin, update, {
        id: visit.id,
        version: visit.version,
        input: { description: 'Kun denne gang' },
        scope: 'THIS',
      });
      expect(thisOnly.data!.updateVisit.description).toBe('Kun denne gang');
      const finish = transition('finishVisit', '$reportCompleted: Boolean!');
      await graphql(t.app, admin, finish, {
        id: visit.id,
        version: thisOnly.data!.updateVisit.version,
        reportCompleted: true,
      });
      const second = (await graphql(t.app, admin, read, { id: visit.id })).data!.visit.series.nextVisit;
      const secondFull = (await graphql(t.app, admin, read, { id: second.id })).data!.visit;
      expect(secondFull.description).toBe('Testbesøg 54');

      const whole = await graphql(t.app, admin, update, {
        id: second.id,
        version: secondFull.version,
        input: { description: 'Hele serien', employeeIds: [sofieId] },
        scope: 'SERIES',
      });
      expect(whole.data!.updateVisit).toMatchObject({ description: 'Hele serien', employeeIds: [sofieId] });
      await graphql(t.app, admin, finish, {
        id: second.id,
        version: whole.data!.updateVisit.version,
        reportCompleted: true,
      });
      const third = (await graphql(t.app, admin, read, { id: second.id })).data!.visit.series.nextVisit;
      const thirdFull = (await graphql(t.app, admin, read, { id: third.id })).data!.visit;
      expect(thirdFull).toMatchObject({ description: 'Hele serien', employeeIds: [sofieId] });

      // THIS on a single visit's scope SERIES is refused; a rule change on a series needs SERIES.
      const single = await newVisit(planned(55));
      expect(
        fieldOf(
          await graphql(t.app, admin, update, { id: single.id, version: single.version, input: {}, scope: 'SERIES' }),
        ),
      ).toMatchObject({ field: 'scope', reason: 'visit.notInSeries' });
      expect(
        fieldOf(
          await graphql(t.app, admin, update, {
            id: third.id,
            version: thirdFull.version,
            input: { recurrence: { frequency: 'daily' } },
          }),
        ),
      ).toMatchObject({
        field: 'input.recurrence',
        reason: 'visit.recurrenceNeedsSeriesScope',
      });
      // Moving the series with SERIES re-anchors it: the projections follow the new time.
      const moved = new Date(new Date(thirdFull.start).getTime() + 2 * hour);
      const reanchored = await graphql(t.app, admin, update, {
        id: third.id,
        version: thirdFull.version,
        input: { start: moved.toISOString(), end: new Date(moved.getTime() + 2 * hour).toISOString() },
        scope: 'SERIES',
      });
      expect(new Date(reanchored.data!.updateVisit.series.upcoming[0]).getTime()).toBeGreaterThan(moved.getTime());
      const upcomingLocalHour = new Date(reanchored.data!.updateVisit.series.upcoming[0]).toLocaleTimeString('da-DK', {
        timeZone: 'Europe/Copenhagen',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(upcomingLocalHour).toBe(
        moved.toLocaleTimeString('da-DK', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit' }),
      );
    });

    it('stops a series, or skips one occurrence by deleting it', async () => {
      const visit = await newVisit(planned(56, { recurrence: weekly }));
      const del = 'mutation ($id: ID!, $scope: EditScope) { deleteVisit(id: $id, scope: $scope) }';
      expect((await graphql(t.app, admin, del, { id: visit.id, scope: 'THIS' })).data!.deleteVisit).toBe(true);
      const [replacement] = await queryRows<{ id: string; series_index: number }>(
        t.database.db,
        sql`select id, series_index from visits where series_id = ${visit.seriesId}`,
      );
      expect(replacement!.series_index).toBe(1);
      expect((await graphql(t.app, admin, del, { id: replacement!.id, scope: 'SERIES' })).data!.deleteVisit).toBe(true);
      const [series] = await queryRows<{ ended_at: unknown }>(
        t.database.db,
        sql`select ended_at from visit_series where id = ${visit.seriesId}`,
      );
      expect(series!.ended_at).not.toBeNull();
      const [count] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from visits where series_id = ${visit.seriesId}`,
      );
      expect(count!.n).toBe(0);
    });

    it('refuses repeating visits when the company has them off', async () => {
      await setFlags({ enableRepeatingVisits: false });
      try {
        const r = await graphql(t.app, admin, create, { input: planned(57, { recurrence: weekly }) });
        expect(fieldOf(r)).toMatchObject({ field: 'input.recurrence', reason: 'visit.repeatingDisabled' });
      } finally {
        await setFlags({ enableRepeatingVisits: true });
      }
    });

    it('shows the seeded series with its next visit', async () => {
      const r = await graphql(t.app, admin, read, { id: demoSeriesVisitId });
      expect(r.data!.visit).toMatchObject({
        seriesId: demoSeriesId,
        series: { active: true, nextVisit: { id: demoSeriesVisitId } },
      });
    });
  });

  describe('the calendar', () => {
    it('loads only the visible range, and at most 45 days', async () => {
      const from = new Date(Date.now() - 3 * day);
      const to = new Date(Date.now() + 4 * day);
      const r = await graphql(t.app, admin, calendar, { from: from.toISOString(), to: to.toISOString() });
      expect(r.errors).toBeUndefined();
      const real = r.data!.calendarVisits.filter((e: { projected: boolean }) => !e.projected);
      expect(real.length).toBeGreaterThan(0);
      for (const e of r.data!.calendarVisits) {
        expect(new Date(e.start).getTime()).toBeLessThan(to.getTime());
        expect(new Date(e.end).getTime()).toBeGreaterThan(from.getTime());
      }
      const [count] = await queryRows<{ n: number }>(
        t.database.db,
        sql`
        select count(*)::int as n from visits where company_id = ${demoCompanyId} and not archived and start < ${to.toISOString()} and "end" > ${from.toISOString()}`,
      );
      expect(real.length).toBe(count!.n);
      // A visit spanning the range's start is included.
      const long = await newVisit(
        planned(70, {
          start: new Date(from.getTime() - 2 * day).toISOString(),
          end: new Date(from.getTime() + hour).toISOString(),
        }),
      );
      const again = await graphql(t.app, admin, calendar, { from: from.toISOString(), to: to.toISOString() });
      expect(again.data!.calendarVisits.map((e: { id: string }) => e.id)).toContain(long.id);
      const tooLong = await graphql(t.app, admin, calendar, {
        from: from.toISOString(),
        to: new Date(from.getTime() + 46 * day).toISOString(),
      });
      expect(fieldOf(tooLong)).toMatchObject({ field: 'to', reason: 'calendar.rangeTooLong' });
      await t.database.db.delete(visits).where(eq(visits.id, long.id));
    });

    it('gives the web the same entries packed in one JSON text, projected occurrences included, per role', async () => {
      const series = await newVisit(planned(80, { recurrence: { frequency: 'weekly', interval: 1, count: 3 } }));
      const pair = await newVisit(planned(81, { employeeIds: [sofieId, madsId] }));
      const from = new Date(new Date(series.start).getTime() - 20 * day);
      const range = { from: from.toISOString(), to: new Date(from.getTime() + 42 * day).toISOString() };
      for (const cookie of [admin, mads, sofie]) {
        const typed = await graphql(t.app, cookie, calendar, range);
        const packed = await graphql(t.app, cookie, packedCalendar, range);
        expect(packed.errors).toBeUndefined();
        const parsed = JSON.parse(packed.data!.calendarVisitsPacked) as PackedCalendar;
        expect(parsed.columns).toEqual(calendarColumnsFor('month'));
        const entries = unpackCalendar(parsed);
        type Comparable = Pick<
          CalendarVisitEntry,
          | 'key'
          | 'id'
          | 'projected'
          | 'seriesId'
          | 'caseNumber'
          | 'start'
          | 'end'
          | 'status'
          | 'customerName'
          | 'version'
        >;
        const strip = ({
          key,
          id,
          projected,
          seriesId,
          caseNumber,
          start,
          end,
          status,
          customerName,
          version,
        }: Comparable) => ({
          key,
          id,
          projected,
          seriesId,
          caseNumber,
          start: new Date(start).toISOString(),
          end: new Date(end).toISOString(),
          status,
          customerName,
          version,
        });
        const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
        // The packed form names each entry's employees; the typed field has their ids (the employees loader).
        expect(
          entries.map((e) => ({ ...strip(e), employeeIds: e.employees.map((p) => p.id).sort() })).sort(byKey),
        ).toEqual(
          typed
            .data!.calendarVisits.map((e: Comparable & { employeeIds: string[] }) => ({
              ...strip(e),
              employeeIds: [...e.employeeIds].sort(),
            }))
            .sort(byKey),
        );
        if (cookie !== sofie) expect(entries.length).toBeGreaterThan(0);
      }
      const asAdmin = unpackCalendar(
        JSON.parse((await graphql(t.app, admin, packedCalendar, range)).data!.calendarVisitsPacked),
      );
      expect(asAdmin.filter((e) => e.seriesId === series.seriesId).map((e) => e.projected)).toEqual([
        false,
        true,
        true,
      ]);
      expect(asAdmin.find((e) => e.id === series.id)).toMatchObject({
        caseNumber: series.caseNumber,
        version: series.version,
        isDue: false,
        archived: false,
      });
      // Real visits and projected occurrences alike carry their employees' names and initials.
      const madsShown = { id: madsId, name: 'Mads Nielsen', initials: 'MN' };
      expect(asAdmin.filter((e) => e.seriesId === series.seriesId).map((e) => e.employees)).toEqual([
        [madsShown],
        [madsShown],
        [madsShown],
      ]);
      expect(asAdmin.find((e) => e.id === pair.id)?.employees).toEqual([
        madsShown,
        { id: sofieId, name: 'Sofie Larsen', initials: 'SL' },
      ]);
      const asSofie = unpackCalendar(
        JSON.parse((await graphql(t.app, sofie, packedCalendar, range)).data!.calendarVisitsPacked),
      );
      expect(asSofie.some((e) => e.seriesId === series.seriesId)).toBe(false);
      // Another company's administrator sees none of it.
      const foreign = unpackCalendar(
        JSON.parse((await graphql(t.app, otherAdmin, packedCalendar, range)).data!.calendarVisitsPacked),
      );
      expect(foreign.some((e) => e.seriesId === series.seriesId || e.id === series.id)).toBe(false);
      await t.database.db.delete(visits).where(eq(visits.id, pair.id));
    });

    it("gives a month view each day's first visits and every day's count", async () => {
      // Five visits on one day, 07:00–08:00 … 11:00–12:00 Copenhagen time (winter: UTC+1).
      const morning = future(120, 6);
      const made = [];
      for (let i = 0; i < 5; i++) {
        const start = new Date(morning.getTime() + i * hour);
        made.push(
          await newVisit(
            planned(120, {
              start: start.toISOString(),
              end: new Date(start.getTime() + hour).toISOString(),
              description: `Dag ${i}`,
            }),
          ),
        );
      }
      const localDate = zonedDate(morning);
      const range = {
        from: new Date(morning.getTime() - 10 * day).toISOString(),
        to: new Date(morning.getTime() + 10 * day).toISOString(),
      };
      const r = await graphql(t.app, admin, packedMonth, { ...range, dayLimit: 3 });
      expect(r.errors).toBeUndefined();
      const packed = JSON.parse(r.data!.calendarVisitsPacked) as PackedCalendar;
      const entries = unpackCalendar(packed);
      // Projected occurrences of series (the seeded one) all come and count too.
      const ofDay = entries.filter((e) => zonedDate(new Date(e.start)) === localDate);
      const projected = ofDay.filter((e) => e.projected).length;
      expect(ofDay.filter((e) => !e.projected).map((e) => e.id)).toEqual(made.slice(0, 3).map((v) => v.id));
      // The month view's rows name their employees too, each person once for the whole range.
      expect(ofDay.filter((e) => !e.projected).map((e) => e.employees.map((p) => p.initials))).toEqual([
        ['MN'],
        ['MN'],
        ['MN'],
      ]);
      expect(packed.employees?.[madsId]).toEqual({ name: 'Mads Nielsen', initials: 'MN' });
      expect(packed.days?.[localDate]).toBe(5 + projected);
      expect(entries.every((e) => e.description === null)).toBe(true);
      // Without the limit, all five (and the description for a week view).
      const week = await graphql(t.app, admin, packedCalendar.replace('dateType: month', 'dateType: week'), range);
      const all = unpackCalendar(JSON.parse(week.data!.calendarVisitsPacked)).filter(
        (e) => zonedDate(new Date(e.start)) === localDate && !e.projected,
      );
      expect(all.map((e) => e.description)).toEqual(['Dag 0', 'Dag 1', 'Dag 2', 'Dag 3', 'Dag 4']);
      const bad = await graphql(t.app, admin, packedMonth, { ...range, dayLimit: 0 });
      expect(fieldOf(bad)).toMatchObject({ field: 'dayLimit', reason: 'calendar.dayLimitInvalid' });
      await t.database.db.delete(visits).where(
        inArray(
          visits.id,
          made.map((v) => v.id),
        ),
      );
    });

    it('keeps the customer name on the visit in step with the customer (the database does it)', async () => {
      const created = await graphql(
        t.app,
        admin,
        'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id version } }',
        {
          input: {
            firstName: 'Karen',
            lastName: 'Holm',
            companyName: 'Holm Rengøring ApS',
            email: 'karen.holm@example.dk',
          },
        },
      );
      expect(created.errors).toBeUndefined();
      const customer = created.data!.createCustomer;
      const visit = await newVisit(planned(90, { customerId: customer.id }));
      const nameInCalendar = async () => {
        const range = {
          from: new Date(new Date(visit.start).getTime() - day).toISOString(),
          to: new Date(new Date(visit.start).getTime() + day).toISOString(),
        };
        const r = await graphql(t.app, admin, packedCalendar, range);
        return unpackCalendar(JSON.parse(r.data!.calendarVisitsPacked)).find((e) => e.id === visit.id)?.customerName;
      };
      // A person's name before the company's unless the customer is shown as a company (customerDisplayName).
      expect(await nameInCalendar()).toBe(
        customerDisplayName({ firstName: 'Karen', lastName: 'Holm', companyName: 'Holm Rengøring ApS' }),
      );
      const renamed = await graphql(
        t.app,
        admin,
        'mutation ($id: ID!, $version: Int!, $input: CustomerInput!) { updateCustomer(id: $id, version: $version, input: $input) { id version } }',
        {
          id: customer.id,
          version: customer.version,
          input: {
            firstName: 'Karen',
            lastName: 'Holm',
            companyName: 'Holm Rengøring ApS',
            email: 'karen.holm@example.dk',
            useCompany: true,
          },
        },
      );
      expect(renamed.errors).toBeUndefined();
      expect(await nameInCalendar()).toBe('Holm Rengøring ApS');
      // Moving the visit to another customer takes that customer's name.
      const moved = await graphql(t.app, admin, update, {
        id: visit.id,
        version: visit.version,
        input: { customerId },
      });
      expect(moved.errors).toBeUndefined();
      const [other] = await queryRows<{ name: string }>(
        t.database.db,
        sql`
        select customer_display_name(use_company, company_name, first_name, last_name, email) as name from customers where id = ${customerId}`,
      );
      expect(await nameInCalendar()).toBe(other!.name);
      await t.database.db.delete(visits).where(eq(visits.id, visit.id));
    });
  });
});
