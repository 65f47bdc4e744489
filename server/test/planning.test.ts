import { eq } from 'drizzle-orm';
import { unpackPlanningBoard } from '@servio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  departments,
  equipmentCategories,
  equipmentProducts,
  materials,
  timeRegistrations,
  users,
  visitEmployees,
  visits,
} from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import { readPlanningBoardPacked } from '../src/modules/planning/index.ts';
import {
  adminActor,
  createCompany,
  createCustomer,
  createPerson,
  createVisit,
  type CreatedCompany,
} from './factories.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';
import { changeOf, openLiveStream } from './live-stream.ts';

/** The planning board's query and drop (issue #20): what the board holds, planVisit's rules, who may. */

const boardQuery = `query ($from: String!, $days: Int!, $departmentId: ID) {
  planningBoard(from: $from, days: $days, departmentId: $departmentId) {
    from to travelSpeedKmh
    employees { id name departmentId departmentName workingHours }
    visits { id version caseNumber customerName description status start end employeeIds address latitude longitude
      fixedAddress { latitude longitude address } bookingKind }
    unscheduled { id status start end employeeIds bookingKind }
    absences { employeeId type start end }
  }
}`;
const packedQuery = `query ($from: String!, $days: Int!, $departmentId: ID) {
  planningBoardPacked(from: $from, days: $days, departmentId: $departmentId)
}`;
const planMutation = `mutation ($id: ID!, $version: Int!, $start: DateTime, $end: DateTime, $employeeIds: [ID!]!) {
  planVisit(id: $id, version: $version, start: $start, end: $end, employeeIds: $employeeIds) {
    id version status start end employeeIds customerName
  }
}`;

interface BoardVisit {
  id: string;
  version: number;
  status: string;
  start: string | null;
  end: string | null;
  employeeIds: string[];
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  fixedAddress: { latitude: number; longitude: number; address: string | null } | null;
  bookingKind: string | null;
}
interface Board {
  from: string;
  to: string;
  travelSpeedKmh: number;
  employees: {
    id: string;
    name: string;
    departmentId: string | null;
    departmentName: string | null;
    workingHours: unknown;
  }[];
  visits: BoardVisit[];
  unscheduled: BoardVisit[];
  absences: { employeeId: string; type: string; start: string; end: string }[];
}

/** Monday 3 March 2031, a week before summer time: Copenhagen is UTC+1 all week. */
const monday = '2031-03-03';
const companyHours = [
  { weekday: 0, start: 360, end: 840 },
  { weekday: 1, start: 360, end: 840 },
];
const ownHours = [{ weekday: 0, start: 420, end: 900 }];

describe.each(backends)('the planning board on %s', (backend) => {
  let t: TestApp;
  let company: CreatedCompany;
  let customerId: string;
  const people: Record<string, string> = {};
  let esbjerg: string;
  let birkerod: string;
  const ids: Record<string, string> = {};

  const board = async (variables: Record<string, unknown>, cookie = company.admin.cookie) => {
    const result = await graphql<{ planningBoard: Board }>(t.app, cookie, boardQuery, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.planningBoard;
  };
  const visitRow = async (id: string) => (await t.database.db.select().from(visits).where(eq(visits.id, id)))[0]!;
  const employeesOn = async (id: string) =>
    (await t.database.db.select().from(visitEmployees).where(eq(visitEmployees.visitId, id))).map((r) => r.userId);

  beforeAll(async () => {
    t = await createTestApp(backend);
    company = await createCompany(t, {
      enablePlanningPage: true,
      allowCustomerLogin: true,
      travelSpeedKmh: 50,
      bookingHours: companyHours,
    });
    const { companyId } = company;
    const db = t.database.db;
    await db.update(users).set({ kind: 'office' }).where(eq(users.id, company.admin.id));
    [esbjerg, birkerod] = (
      await db
        .insert(departments)
        .values([
          { companyId, name: 'Esbjerg' },
          { companyId, name: 'Birkerød' },
        ])
        .returning({ id: departments.id })
    ).map((d) => d.id) as [string, string];
    const person = async (key: string, firstName: string, lastName: string, extra: Record<string, unknown> = {}) => {
      people[key] = (await createPerson(t, { companyId, firstName, lastName, ...extra })).id;
    };
    await person('anders', 'Anders', 'Berg', { departmentId: birkerod });
    await person('bo', 'Bo', 'Andersen', { departmentId: esbjerg, kind: 'both', bookingHours: ownHours });
    await person('carl', 'Carl', 'Østergaard', { kind: null });
    await person('sune', 'Sune', 'Leverandør', { departmentId: esbjerg, role: 'supplier' });
    await person('olga', 'Olga', 'Kontor', { departmentId: esbjerg, kind: 'office' });
    await person('ivan', 'Ivan', 'Inaktiv', { departmentId: esbjerg });
    await db.update(users).set({ active: false }).where(eq(users.id, people.ivan!));
    customerId = (await createCustomer(t, company.admin.cookie, { allowedToLogin: true })).id;

    const cookie = company.admin.cookie;
    const visit = async (key: string, overrides: Record<string, unknown>) => {
      const created = await createVisit(t, cookie, customerId, overrides);
      ids[key] = created.id;
    };
    // Wednesday 08:00–10:00 local: in the week.
    await visit('inWeek', {
      employeeIds: [people.anders],
      start: '2031-03-05T07:00:00Z',
      end: '2031-03-05T09:00:00Z',
    });
    // From Sunday 23:00 to Monday 02:00 local: overlaps the week's start.
    await visit('overStart', { employeeIds: [people.bo], start: '2031-03-02T22:00:00Z', end: '2031-03-03T01:00:00Z' });
    // The Sunday before and the Monday after: outside.
    await visit('before', { employeeIds: [people.anders], start: '2031-03-02T07:00:00Z', end: '2031-03-02T09:00:00Z' });
    await visit('after', { employeeIds: [people.anders], start: '2031-03-10T07:00:00Z', end: '2031-03-10T09:00:00Z' });
    await visit('archived', { employeeIds: [people.bo], start: '2031-03-04T07:00:00Z', end: '2031-03-04T09:00:00Z' });
    // Not scheduled: a time without anyone, someone without a time.
    await visit('noEmployee', { start: '2031-03-06T07:00:00Z', end: '2031-03-06T08:00:00Z' });
    await visit('noTime', { employeeIds: [people.carl] });
    await db.update(visits).set({ archived: true }).where(eq(visits.id, ids.archived!));

    // The in-week visit's own address, and two materials on it: the first without coordinates, the second fixed.
    await db
      .update(visits)
      .set({
        useCustomerAddress: false,
        streetAddress: 'Havnegade 1',
        zipcode: '8000',
        city: 'Aarhus C',
        latitude: 56.15,
        longitude: 10.21,
      })
      .where(eq(visits.id, ids.inWeek!));
    const [category] = await db
      .insert(equipmentCategories)
      .values({ companyId, name: 'Varmepumper' })
      .returning({ id: equipmentCategories.id });
    const [product] = await db
      .insert(equipmentProducts)
      .values({ companyId, categoryId: category!.id, name: 'Luft til vand' })
      .returning({ id: equipmentProducts.id });
    const [loose, fixed] = await db
      .insert(materials)
      .values([
        { companyId, productId: product!.id, name: 'Uden adresse' },
        {
          companyId,
          productId: product!.id,
          name: 'Fast adresse',
          streetAddress: 'Fabriksvej 9',
          zipcode: '8200',
          city: 'Aarhus N',
          latitude: 56.19,
          longitude: 10.18,
        },
      ])
      .returning({ id: materials.id });
    await db
      .update(visits)
      .set({ materielIds: [loose!.id, fixed!.id] })
      .where(eq(visits.id, ids.inWeek!));

    // The visit without a time came from an accepted callback request; an open one names nothing.
    await db.insert(bookings).values([
      { companyId, kind: 'callback', status: 'accepted', name: 'Ringer op', visitId: ids.noTime! },
      { companyId, kind: 'booking', status: 'open', name: 'Åben', visitId: ids.noEmployee! },
    ]);

    // Anders on vacation all Thursday, Bo sick Friday 12:00–15:00 local; what does not count on the board around them.
    await db.insert(timeRegistrations).values([
      { companyId, employeeId: people.anders!, type: 'vacation', workDate: '2031-03-06', minutes: 444 },
      {
        companyId,
        employeeId: people.bo!,
        type: 'sick',
        workDate: '2031-03-07',
        startsAt: new Date('2031-03-07T11:00:00Z'),
        endsAt: new Date('2031-03-07T14:00:00Z'),
        minutes: 180,
      },
      { companyId, employeeId: people.anders!, type: 'regular', workDate: '2031-03-04', minutes: 480 },
      { companyId, employeeId: people.anders!, type: 'vacation', workDate: '2031-03-12', minutes: 444 },
      { companyId, employeeId: people.olga!, type: 'vacation', workDate: '2031-03-05', minutes: 444 },
    ]);
  });
  afterAll(async () => t?.close());

  describe('planningBoard', () => {
    it('lists active field staff by department (none last), then name, with their working hours', async () => {
      const b = await board({ from: monday, days: 7 });
      expect(b.from).toBe('2031-03-02T23:00:00.000Z');
      expect(b.to).toBe('2031-03-09T23:00:00.000Z');
      expect(b.travelSpeedKmh).toBe(50);
      expect(b.employees.map((e) => e.name)).toEqual([
        'Anders Berg',
        'Bo Andersen',
        'Sune Leverandør',
        'Carl Østergaard',
      ]);
      const byName = new Map(b.employees.map((e) => [e.name, e]));
      expect(byName.get('Bo Andersen')).toMatchObject({
        id: people.bo,
        departmentId: esbjerg,
        departmentName: 'Esbjerg',
        workingHours: ownHours,
      });
      // Without hours of their own: the company's.
      expect(byName.get('Anders Berg')!.workingHours).toEqual(companyHours);
      expect(byName.get('Carl Østergaard')).toMatchObject({ departmentId: null, departmentName: null });
    });

    it("filters by department, and the visits and absences follow the department's people", async () => {
      const b = await board({ from: monday, days: 7, departmentId: esbjerg });
      expect(b.employees.map((e) => e.name)).toEqual(['Bo Andersen', 'Sune Leverandør']);
      expect(b.visits.map((v) => v.id)).toEqual([ids.overStart]);
      expect(b.absences.map((a) => a.employeeId)).toEqual([people.bo]);
      const none = await board({ from: monday, days: 7, departmentId: '00000000-0000-4000-8000-00000000beef' });
      expect(none.employees).toEqual([]);
      expect(none.visits).toEqual([]);
    });

    it('answers the same packed, as the web unpacks it, as typed: all, one department, one day', async () => {
      const iso = (ms: number) => new Date(ms).toISOString();
      for (const variables of [
        { from: monday, days: 7 },
        { from: monday, days: 7, departmentId: esbjerg },
        { from: '2031-03-04', days: 1 },
      ]) {
        const typed = await board(variables);
        const result = await graphql<{ planningBoardPacked: string }>(
          t.app,
          company.admin.cookie,
          packedQuery,
          variables,
        );
        expect(result.errors).toBeUndefined();
        const packed = unpackPlanningBoard(result.data!.planningBoardPacked, iso);
        expect(packed.visits.length + packed.unscheduled.length).toBeGreaterThan(0);
        expect({ from: packed.from, to: packed.to, travelSpeedKmh: packed.travelSpeedKmh }).toEqual({
          from: typed.from,
          to: typed.to,
          travelSpeedKmh: typed.travelSpeedKmh,
        });
        expect(packed.employees).toEqual(typed.employees);
        expect(packed.visits).toEqual(typed.visits);
        expect(
          packed.unscheduled.map(({ id, status, start, end, employeeIds, bookingKind }) => ({
            id,
            status,
            start,
            end,
            employeeIds,
            bookingKind,
          })),
        ).toEqual(typed.unscheduled);
        expect(
          packed.absences.map((a) => ({ ...a, start: iso(a.start.getTime()), end: iso(a.end.getTime()) })),
        ).toEqual(typed.absences);
      }
    });

    it('holds only the range’s visits, not archived ones, with address, fixed address and times', async () => {
      const b = await board({ from: monday, days: 7 });
      expect(b.visits.map((v) => v.id)).toEqual([ids.overStart, ids.inWeek]);
      const inWeek = b.visits.find((v) => v.id === ids.inWeek)!;
      expect(inWeek).toMatchObject({
        status: 'scheduled',
        start: '2031-03-05T07:00:00.000Z',
        end: '2031-03-05T09:00:00.000Z',
        employeeIds: [people.anders],
        address: 'Havnegade 1, 8000 Aarhus C',
        latitude: 56.15,
        longitude: 10.21,
        fixedAddress: { latitude: 56.19, longitude: 10.18, address: 'Fabriksvej 9, 8200 Aarhus N' },
        bookingKind: null,
      });
      // One day: only what overlaps it.
      const wednesday = await board({ from: '2031-03-05', days: 1 });
      expect(wednesday.visits.map((v) => v.id)).toEqual([ids.inWeek]);
    });

    it('over its cap of visits holds the earliest whole, by start', async () => {
      const { companyId } = company;
      const actor = adminActor(company);
      const visitIdsUpTo = (cap: number) =>
        withTenant(t.database.db, { companyId, userId: company.admin.id }, async (tx) => {
          const text = await readPlanningBoardPacked(
            { db: tx, companyId, actor, clientAddress: null },
            { from: monday, days: 7 },
            cap,
          );
          const { visits, visitLimit } = unpackPlanningBoard(text, String);
          return { ids: visits.map((v) => v.id), visitLimit };
        });
      expect(await visitIdsUpTo(2)).toEqual({ ids: [ids.overStart, ids.inWeek], visitLimit: null });
      // The in-week visit was saved first, so a scan meets it first: the cap keeps the earlier one all the same.
      expect(await visitIdsUpTo(1)).toEqual({ ids: [ids.overStart], visitLimit: 1 });
    });

    it('lists the unscheduled visits newest first, with the accepted booking’s kind', async () => {
      const b = await board({ from: monday, days: 7 });
      expect(b.unscheduled.map((v) => v.id)).toEqual([ids.noTime, ids.noEmployee]);
      expect(b.unscheduled.every((v) => v.status === 'not_scheduled')).toBe(true);
      expect(b.unscheduled[0]).toMatchObject({ bookingKind: 'callback', start: null, employeeIds: [people.carl] });
      expect(b.unscheduled[1]!.bookingKind).toBeNull();
    });

    it('lists whole-day and timed absences of the listed people in the range', async () => {
      const b = await board({ from: monday, days: 7 });
      expect(b.absences).toEqual(
        [
          {
            employeeId: people.anders,
            type: 'vacation',
            start: '2031-03-05T23:00:00.000Z',
            end: '2031-03-06T23:00:00.000Z',
          },
          { employeeId: people.bo, type: 'sick', start: '2031-03-07T11:00:00.000Z', end: '2031-03-07T14:00:00.000Z' },
        ].sort((a, b) => a.employeeId!.localeCompare(b.employeeId!)),
      );
    });

    it('refuses a bad range', async () => {
      for (const variables of [
        { from: monday, days: 0 },
        { from: monday, days: 15 },
        { from: '2031-02-30', days: 7 },
      ]) {
        const result = await graphql(t.app, company.admin.cookie, boardQuery, variables);
        expect(errorCode(result)).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('planVisit', () => {
    it('assigns and schedules in one save, the status following', async () => {
      const before = await visitRow(ids.noEmployee!);
      expect(before.status).toBe('not_scheduled');
      const result = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.noEmployee,
        version: before.version,
        start: '2031-03-04T08:00:00Z',
        end: '2031-03-04T10:00:00Z',
        employeeIds: [people.bo, people.sune],
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.planVisit).toMatchObject({
        id: ids.noEmployee,
        version: before.version + 1,
        status: 'scheduled',
        start: '2031-03-04T08:00:00.000Z',
        end: '2031-03-04T10:00:00.000Z',
      });
      expect([...result.data!.planVisit.employeeIds].sort()).toEqual([people.bo, people.sune].sort());
      expect((await employeesOn(ids.noEmployee!)).sort()).toEqual([people.bo, people.sune].sort());
      const b = await board({ from: monday, days: 7 });
      expect(b.visits.map((v) => v.id)).toContain(ids.noEmployee);
      expect(b.unscheduled.map((v) => v.id)).not.toContain(ids.noEmployee);
    });

    it('moves between people: the employees are replaced', async () => {
      const before = await visitRow(ids.inWeek!);
      const result = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.inWeek,
        version: before.version,
        start: '2031-03-05T09:00:00Z',
        end: '2031-03-05T11:00:00Z',
        employeeIds: [people.carl],
      });
      expect(result.errors).toBeUndefined();
      expect(result.data!.planVisit.employeeIds).toEqual([people.carl]);
      expect(await employeesOn(ids.inWeek!)).toEqual([people.carl]);
    });

    it('takes a visit off the plan with both times null (undo of a first placement), back to the side list', async () => {
      const before = await visitRow(ids.noEmployee!);
      const placed = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.noEmployee,
        version: before.version,
        start: '2031-03-05T08:00:00Z',
        end: '2031-03-05T09:00:00Z',
        employeeIds: [people.bo],
      });
      expect(placed.errors).toBeUndefined();
      const back = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.noEmployee,
        version: placed.data!.planVisit.version,
        start: null,
        end: null,
        employeeIds: [],
      });
      expect(back.errors).toBeUndefined();
      expect(back.data!.planVisit).toMatchObject({ status: 'not_scheduled', start: null, end: null, employeeIds: [] });
      expect(await employeesOn(ids.noEmployee!)).toEqual([]);
      expect((await board({ from: monday, days: 7 })).unscheduled.map((v) => v.id)).toContain(ids.noEmployee);
      // One time without the other is refused.
      const half = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.noEmployee,
        version: back.data!.planVisit.version,
        start: '2031-03-05T08:00:00Z',
        end: null,
        employeeIds: [people.bo],
      });
      expect(half.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'end' });
    });

    it('refuses a stale version with CONFLICT and changes nothing', async () => {
      const before = await visitRow(ids.after!);
      const employeesBefore = await employeesOn(ids.after!);
      const result = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.after,
        version: before.version - 1,
        start: '2031-03-11T07:00:00Z',
        end: '2031-03-11T09:00:00Z',
        employeeIds: [people.bo],
      });
      expect(errorCode(result)).toBe('CONFLICT');
      const after = await visitRow(ids.after!);
      expect(after.version).toBe(before.version);
      expect(after.start).toEqual(before.start);
      expect(await employeesOn(ids.after!)).toEqual(employeesBefore);
    });

    it("refuses another company's employee, nobody, an end before the start and an archived visit", async () => {
      const current = await visitRow(ids.after!);
      const plan = (overrides: Record<string, unknown>) =>
        graphql(t.app, company.admin.cookie, planMutation, {
          id: ids.after,
          version: current.version,
          start: '2031-03-11T07:00:00Z',
          end: '2031-03-11T09:00:00Z',
          employeeIds: [people.anders],
          ...overrides,
        });
      const demoTechnician = '5eed0000-0000-4000-8000-000000000002';
      const foreign = await plan({ employeeIds: [people.anders, demoTechnician] });
      expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
      expect(foreign.errors![0]!.extensions).toMatchObject({
        field: 'employeeIds.1',
        reason: 'visit.employeeNotFound',
      });
      const inactive = await plan({ employeeIds: [people.ivan] });
      expect(inactive.errors![0]!.extensions).toMatchObject({ field: 'employeeIds.0' });
      expect(errorCode(await plan({ employeeIds: [] }))).toBe('BAD_USER_INPUT');
      const backwards = await plan({ start: '2031-03-11T09:00:00Z', end: '2031-03-11T07:00:00Z' });
      expect(backwards.errors![0]!.extensions).toMatchObject({ field: 'end', reason: 'visit.endBeforeStart' });
      const archived = await visitRow(ids.archived!);
      const refused = await plan({ id: ids.archived, version: archived.version });
      expect(refused.errors![0]!.extensions).toMatchObject({ field: 'id', reason: 'visit.archived' });
      expect((await visitRow(ids.after!)).version).toBe(current.version);
    });

    it('publishes the visits topic to the company’s live streams', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // The stream stays open: the server's close (afterAll) ends it.
      const stream = await openLiveStream(url, company.admin.cookie);
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      const current = await visitRow(ids.before!);
      const result = await graphql(t.app, company.admin.cookie, planMutation, {
        id: ids.before,
        version: current.version,
        start: '2031-03-02T08:00:00Z',
        end: '2031-03-02T09:00:00Z',
        employeeIds: [people.anders],
      });
      expect(result.errors).toBeUndefined();
      await stream.next(changeOf('visits'), 1000);
    });
  });

  describe('access', () => {
    it('refuses employees and customers', async () => {
      const employee = await createPerson(t, { companyId: company.companyId });
      const customer = await createPerson(t, { companyId: company.companyId, role: 'customer', customerId });
      for (const cookie of [employee.cookie, customer.cookie]) {
        expect(errorCode(await graphql(t.app, cookie, boardQuery, { from: monday, days: 7 }))).toBe('FORBIDDEN');
        const planned = await graphql(t.app, cookie, planMutation, {
          id: ids.after,
          version: 1,
          start: '2031-03-11T07:00:00Z',
          end: '2031-03-11T09:00:00Z',
          employeeIds: [people.anders],
        });
        expect(errorCode(planned)).toBe('FORBIDDEN');
      }
    });

    it('refuses a company without the planning page', async () => {
      const other = await createCompany(t);
      const result = await graphql(t.app, other.admin.cookie, boardQuery, { from: monday, days: 7 });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.errors![0]!.extensions).toMatchObject({ reason: 'planning.off' });
      const visit = await createVisit(t, other.admin.cookie, (await createCustomer(t, other.admin.cookie)).id);
      const planned = await graphql(t.app, other.admin.cookie, planMutation, {
        id: visit.id,
        version: visit.version,
        start: '2031-03-11T07:00:00Z',
        end: '2031-03-11T09:00:00Z',
        employeeIds: [other.admin.id],
      });
      expect(errorCode(planned)).toBe('FORBIDDEN');
      expect((await visitRow(visit.id)).version).toBe(visit.version);
    });

    it("answers NOT_FOUND for another company's visit and shows none of its records", async () => {
      const other = await createCompany(t, { enablePlanningPage: true });
      const current = await visitRow(ids.after!);
      const planned = await graphql(t.app, other.admin.cookie, planMutation, {
        id: ids.after,
        version: current.version,
        start: '2031-03-11T07:00:00Z',
        end: '2031-03-11T09:00:00Z',
        employeeIds: [other.admin.id],
      });
      expect(errorCode(planned)).toBe('NOT_FOUND');
      const theirs = await board({ from: monday, days: 7 }, other.admin.cookie);
      expect(theirs.employees.map((e) => e.id)).toEqual([other.admin.id]);
      expect(theirs.visits).toEqual([]);
      expect(theirs.unscheduled).toEqual([]);
      expect(theirs.absences).toEqual([]);
      expect((await visitRow(ids.after!)).version).toBe(current.version);
    });
  });
});
