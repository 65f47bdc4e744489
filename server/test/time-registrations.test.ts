import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, timeRegistrations } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, type TestApp } from './harness.ts';

const fields = `id employeeId employeeName type startsAt endsAt workDate minutes km amountOre note rateField wageOre weekApproved version visitId`;
const register = `mutation ($input: TimeRegistrationInput!, $key: String) { registerTime(input: $input, idempotencyKey: $key) { ${fields} } }`;
const update = `mutation ($id: ID!, $version: Int!, $input: TimeRegistrationInput!) { updateTimeRegistration(id: $id, version: $version, input: $input) { ${fields} } }`;
const remove = `mutation ($id: ID!) { deleteTimeRegistration(id: $id) }`;
const list = `query ($employeeId: ID, $type: TimeRegistrationType, $from: String, $to: String, $approved: Boolean, $limit: Int, $offset: Int) {
  timeRegistrations(employeeId: $employeeId, type: $type, from: $from, to: $to, approved: $approved, limit: $limit, offset: $offset) { totalCount items { id employeeId type workDate } } }`;
const week = `query ($employeeId: ID, $date: String!) { timesheetWeek(employeeId: $employeeId, date: $date) {
  employeeId weekStart isoYear isoWeek minutes wageOre normMinutes overtimeMinutes approved
  totals { type minutes km amountOre wageOre } days { date minutes holiday { key official } registrations { id } totals { type minutes } } } }`;
const approve = `mutation ($employeeId: ID!, $date: String!) { approveTimeWeek(employeeId: $employeeId, date: $date) { approved } }`;
const reopen = `mutation ($employeeId: ID!, $date: String!) { reopenTimeWeek(employeeId: $employeeId, date: $date) { approved } }`;
const csv = `query ($from: String!, $to: String!) { payrollCsv(from: $from, to: $to) }`;
const updateEmployee = `mutation ($id: ID!, $version: Int!, $input: EmployeeInput!, $from: String) {
  updateEmployee(id: $id, version: $version, input: $input, overwriteWagesFrom: $from) { id version rates { regular } } }`;

const ext = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions;
/** A Copenhagen summer wall-clock time (UTC+2) as an instant. */
const cph = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();

describe.each(backends)('time registrations on %s', (backend) => {
  let t: TestApp;
  let companyId: string;
  let admin: CreatedPerson;
  let anna: CreatedPerson;
  let bo: CreatedPerson;
  let noPermission: CreatedPerson;
  let otherAdmin: CreatedPerson;
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(timeRegistrations))[0]!.n;
  const reg = async (cookie: string, input: Record<string, unknown>, key?: string) => {
    const r = await graphql(t.app, cookie, register, { input, key });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.registerTime;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const company = await createCompany(t, { allowTimeReg: true, allowShowVisitTimeRegs: true });
    companyId = company.companyId;
    admin = company.admin;
    anna = await createPerson(t, {
      companyId,
      firstName: 'Anna',
      lastName: 'Andersen',
      email: `anna-${backend}@tid.test`,
      allowedToRegTime: true,
      rateRegular: 20000,
      rateOvertime: 30000,
      rateHourly: 18000,
    });
    bo = await createPerson(t, {
      companyId,
      firstName: 'Bo',
      lastName: 'Berg',
      email: `bo-${backend}@tid.test`,
      allowedToRegTime: true,
      rateRegular: 16000,
    });
    noPermission = await createPerson(t, { companyId });
    otherAdmin = (await createCompany(t, { allowTimeReg: true })).admin;
  });
  afterAll(async () => t?.close());

  it('registers hours with the wage frozen from the mapped rate', async () => {
    const row = await reg(anna.cookie, {
      type: 'regular',
      startsAt: cph('2026-06-01', '07:00'),
      endsAt: cph('2026-06-01', '15:30'),
    });
    expect(row).toMatchObject({
      employeeId: anna.id,
      employeeName: 'Anna Andersen',
      workDate: '2026-06-01',
      minutes: 510,
      rateField: 'regular',
      wageOre: 170000,
    });
    const km = await reg(anna.cookie, {
      type: 'driving_km',
      date: '2026-06-01',
      km: 42.5,
      fromAddress: 'Vej 1, Aarhus',
      toAddress: 'Gade 2, Horsens',
    });
    expect(km).toMatchObject({ km: 42.5, wageOre: Math.round(42.5 * 381), rateField: null });
    const expense = await reg(anna.cookie, {
      type: 'expense',
      date: '2026-06-02',
      amountOre: 12550,
      note: 'Parkering',
    });
    expect(expense.wageOre).toBe(12550);
  });

  it('replays a registration with the same idempotency key once', async () => {
    const input = { type: 'driving', startsAt: cph('2026-06-03', '06:00'), endsAt: cph('2026-06-03', '06:45') };
    const before = await count();
    const first = await reg(anna.cookie, input, 'offline-key-0001');
    const again = await reg(anna.cookie, input, 'offline-key-0001');
    expect(again.id).toBe(first.id);
    expect(await count()).toBe(before + 1);
    expect(first.wageOre).toBe(Math.round((18000 * 45) / 60));
  });

  it('refuses bad input with a reason and saves nothing', async () => {
    await reg(anna.cookie, {
      type: 'regular',
      startsAt: cph('2026-06-04', '08:00'),
      endsAt: cph('2026-06-04', '12:00'),
    });
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { type: 'regular', startsAt: cph('2026-06-04', '11:00'), endsAt: cph('2026-06-04', '13:00') },
        'input.startsAt',
        'timeRegistration.overlaps',
      ],
      [
        { type: 'regular', startsAt: cph('2026-06-04', '15:00'), endsAt: cph('2026-06-04', '14:00') },
        'input.endsAt',
        'timeRegistration.endBeforeStart',
      ],
      [
        { type: 'regular', startsAt: cph('2026-06-05', '06:00'), endsAt: cph('2026-06-06', '07:00') },
        'input.endsAt',
        'timeRegistration.tooLong',
      ],
      [
        { type: 'driving_km', date: '2026-06-04', km: -3, fromAddress: 'a', toAddress: 'b' },
        'input.km',
        'timeRegistration.kmNegative',
      ],
      [
        { type: 'money', date: '2026-06-04', amountOre: -100, note: 'x' },
        'input.amountOre',
        'timeRegistration.amountNegative',
      ],
      [{ type: 'accord', date: '2026-06-04', minutes: 60 }, 'input.type', 'timeRegistration.accordDisabled'],
    ];
    for (const [input, field, reason] of cases) {
      const r = await graphql(t.app, anna.cookie, register, { input });
      expect(ext(r), JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    await t.database.db
      .update(companies)
      .set({ timeDisabledTypes: ['sick'] })
      .where(eq(companies.id, companyId));
    const sick = await graphql(t.app, admin.cookie, register, {
      input: { employeeId: anna.id, type: 'sick', date: '2026-06-04', minutes: 60 },
    });
    expect(ext(sick)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'timeRegistration.typeDisabled' });
    await t.database.db.update(companies).set({ timeDisabledTypes: [] }).where(eq(companies.id, companyId));
    expect(await count()).toBe(before);
  });

  it('allows a shift over midnight that does not overlap', async () => {
    const night = await reg(bo.cookie, {
      type: 'regular',
      startsAt: cph('2026-06-08', '22:00'),
      endsAt: cph('2026-06-09', '06:00'),
    });
    expect(night).toMatchObject({ workDate: '2026-06-08', minutes: 480 });
    const r = await graphql(t.app, bo.cookie, register, {
      input: { type: 'regular', startsAt: cph('2026-06-09', '05:00'), endsAt: cph('2026-06-09', '07:00') },
    });
    expect(ext(r)?.reason).toBe('timeRegistration.overlaps');
  });

  it('lets an employee read and write only their own registrations', async () => {
    const annaRow = await reg(anna.cookie, { type: 'regular', date: '2026-06-10', minutes: 60 });
    // Bo cannot read, change or delete Anna's, nor register for her.
    expect(
      errorCode(
        await graphql(
          t.app,
          bo.cookie,
          `
            query ($id: ID!) {
              timeRegistration(id: $id) {
                id
              }
            }
          `,
          { id: annaRow.id },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await graphql(t.app, bo.cookie, update, {
          id: annaRow.id,
          version: annaRow.version,
          input: { type: 'regular', date: '2026-06-10', minutes: 30 },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, bo.cookie, remove, { id: annaRow.id }))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await graphql(t.app, bo.cookie, register, {
          input: { employeeId: anna.id, type: 'regular', date: '2026-06-10', minutes: 30 },
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, bo.cookie, week, { employeeId: anna.id, date: '2026-06-10' }))).toBe(
      'NOT_FOUND',
    );
    const boList = await graphql(t.app, bo.cookie, list, { employeeId: anna.id });
    expect(boList.data!.timeRegistrations.totalCount).toBe(0);
    const all = await graphql(t.app, bo.cookie, list, {});
    expect(all.data!.timeRegistrations.items.every((r: { employeeId: string }) => r.employeeId === bo.id)).toBe(true);
    // Without allowedToRegTime, or without the company's allowTimeReg: FORBIDDEN.
    expect(
      errorCode(
        await graphql(t.app, noPermission.cookie, register, {
          input: { type: 'regular', date: '2026-06-10', minutes: 30 },
        }),
      ),
    ).toBe('FORBIDDEN');
    await t.database.db.update(companies).set({ allowTimeReg: false }).where(eq(companies.id, companyId));
    expect(
      errorCode(
        await graphql(t.app, anna.cookie, register, { input: { type: 'regular', date: '2026-06-11', minutes: 30 } }),
      ),
    ).toBe('FORBIDDEN');
    await t.database.db.update(companies).set({ allowTimeReg: true }).where(eq(companies.id, companyId));
    // The administrator corrects anyone's.
    const fixed = await graphql(t.app, admin.cookie, update, {
      id: annaRow.id,
      version: annaRow.version,
      input: { type: 'regular', date: '2026-06-10', minutes: 90 },
    });
    expect(fixed.data!.updateTimeRegistration).toMatchObject({
      minutes: 90,
      wageOre: 30000,
      version: annaRow.version + 1,
    });
    // Another company's administrator sees nothing of it.
    expect(
      errorCode(
        await graphql(
          t.app,
          otherAdmin.cookie,
          `
            query ($id: ID!) {
              timeRegistration(id: $id) {
                id
              }
            }
          `,
          { id: annaRow.id },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, remove, { id: annaRow.id }))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await graphql(t.app, otherAdmin.cookie, register, {
          input: { employeeId: anna.id, type: 'regular', date: '2026-06-10', minutes: 30 },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    expect((await graphql(t.app, otherAdmin.cookie, list, {})).data!.timeRegistrations.totalCount).toBe(0);
    expect(errorCode(await graphql(t.app, otherAdmin.cookie, week, { employeeId: anna.id, date: '2026-06-10' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('shows the week with totals, holidays, norm and overtime', async () => {
    // Week 20 of 2026: Kristi himmelfartsdag is Thursday 14 May, so the norm is 4/5 of 37 h.
    for (const d of ['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-15']) {
      await reg(bo.cookie, { type: 'regular', startsAt: cph(d, '07:00'), endsAt: cph(d, '15:00') });
    }
    await reg(bo.cookie, {
      type: 'overtime',
      startsAt: cph('2026-05-15', '15:00'),
      endsAt: cph('2026-05-15', '17:30'),
    });
    const r = await graphql(t.app, admin.cookie, week, { employeeId: bo.id, date: '2026-05-13' });
    const w = r.data!.timesheetWeek;
    expect(w).toMatchObject({
      weekStart: '2026-05-11',
      isoYear: 2026,
      isoWeek: 20,
      minutes: 4 * 480 + 150,
      normMinutes: 1776,
      overtimeMinutes: 4 * 480 + 150 - 1776,
      approved: false,
    });
    expect(w.days).toHaveLength(7);
    expect(w.days[3]).toMatchObject({
      date: '2026-05-14',
      minutes: 0,
      holiday: { key: 'ascensionDay', official: true },
    });
    expect(w.days[4].totals).toEqual([
      { type: 'regular', minutes: 480 },
      { type: 'overtime', minutes: 150 },
    ]);
    expect(w.totals.find((x: { type: string }) => x.type === 'regular')).toMatchObject({
      minutes: 1920,
      wageOre: 4 * 8 * 16000,
    });
    // Bo's own week without naming himself.
    const own = await graphql(t.app, bo.cookie, week, { date: '2026-05-13' });
    expect(own.data!.timesheetWeek.minutes).toBe(w.minutes);
  });

  it('locks an approved week until it is reopened', async () => {
    const row = await reg(bo.cookie, {
      type: 'regular',
      startsAt: cph('2026-05-18', '07:00'),
      endsAt: cph('2026-05-18', '15:00'),
    });
    expect(errorCode(await graphql(t.app, bo.cookie, approve, { employeeId: bo.id, date: '2026-05-18' }))).toBe(
      'FORBIDDEN',
    );
    expect(
      (await graphql(t.app, admin.cookie, approve, { employeeId: bo.id, date: '2026-05-20' })).data!.approveTimeWeek
        .approved,
    ).toBe(true);
    const before = await count();
    const refused = [
      await graphql(t.app, bo.cookie, register, { input: { type: 'regular', date: '2026-05-19', minutes: 60 } }),
      await graphql(t.app, admin.cookie, update, {
        id: row.id,
        version: row.version,
        input: { type: 'regular', date: '2026-05-18', minutes: 60 },
      }),
      await graphql(t.app, bo.cookie, remove, { id: row.id }),
      // Moving a registration into the approved week is refused too.
      await graphql(t.app, bo.cookie, register, { input: { type: 'regular', date: '2026-05-25', minutes: 60 } }).then(
        async (ok) => {
          const moved = ok.data!.registerTime;
          return graphql(t.app, bo.cookie, update, {
            id: moved.id,
            version: moved.version,
            input: { type: 'regular', date: '2026-05-24', minutes: 60 },
          });
        },
      ),
    ];
    for (const r of refused)
      expect(ext(r)).toMatchObject({
        code: 'CONFLICT',
        reason: 'timeRegistration.weekApproved',
        weekStart: '2026-05-18',
      });
    expect(await count()).toBe(before + 1);
    const approvedList = await graphql(t.app, admin.cookie, list, { employeeId: bo.id, approved: true });
    expect(approvedList.data!.timeRegistrations.items.map((i: { id: string }) => i.id)).toEqual([row.id]);
    await graphql(t.app, admin.cookie, reopen, { employeeId: bo.id, date: '2026-05-18' });
    expect(await graphql(t.app, bo.cookie, remove, { id: row.id })).toMatchObject({
      data: { deleteTimeRegistration: true },
    });
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.companyId, companyId));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['time.week_approved', 'time.week_reopened']));
  });

  it('keeps frozen wages on a rate change unless told to overwrite from a date', async () => {
    const may = await reg(anna.cookie, { type: 'regular', date: '2026-04-06', minutes: 60 });
    const june = await reg(anna.cookie, { type: 'regular', date: '2026-07-06', minutes: 60 });
    const approvedJuly = await reg(anna.cookie, { type: 'regular', date: '2026-07-14', minutes: 60 });
    await graphql(t.app, admin.cookie, approve, { employeeId: anna.id, date: '2026-07-14' });
    const km = await reg(anna.cookie, {
      type: 'driving_km',
      date: '2026-07-06',
      km: 10,
      fromAddress: 'a',
      toAddress: 'b',
    });
    const employee = await graphql(
      t.app,
      admin.cookie,
      `
        query ($id: ID!) {
          employee(id: $id) {
            version
          }
        }
      `,
      { id: anna.id },
    );
    const v1 = employee.data!.employee.version;
    const kept = await graphql(t.app, admin.cookie, updateEmployee, {
      id: anna.id,
      version: v1,
      input: { rates: { regular: 24000 } },
    });
    expect(kept.errors).toBeUndefined();
    const wageOf = async (id: string) =>
      (
        await graphql(
          t.app,
          admin.cookie,
          `
            query ($id: ID!) {
              timeRegistration(id: $id) {
                wageOre
              }
            }
          `,
          { id },
        )
      ).data!.timeRegistration.wageOre;
    expect(await wageOf(june.id)).toBe(20000);
    const overwritten = await graphql(t.app, admin.cookie, updateEmployee, {
      id: anna.id,
      version: v1 + 1,
      input: { rates: { regular: 26000 } },
      from: '2026-07-01',
    });
    expect(overwritten.errors).toBeUndefined();
    expect(await wageOf(june.id)).toBe(26000);
    expect(await wageOf(may.id)).toBe(20000);
    // An approved week keeps its wages: it is locked.
    expect(await wageOf(approvedJuly.id)).toBe(20000);
    expect(await wageOf(km.id)).toBe(3810);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'time.wages_overwritten'));
    expect(entry!.details).toMatchObject({ userId: anna.id, from: '2026-07-01' });
    // A bad date refuses the whole update: the rate stays.
    const bad = await graphql(t.app, admin.cookie, updateEmployee, {
      id: anna.id,
      version: v1 + 2,
      input: { rates: { regular: 1 } },
      from: '2026-13-01',
    });
    expect(ext(bad)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'timeRegistration.dateInvalid' });
    const after = await graphql(
      t.app,
      admin.cookie,
      `
        query ($id: ID!) {
          employee(id: $id) {
            rates {
              regular
            }
          }
        }
      `,
      { id: anna.id },
    );
    expect(after.data!.employee.rates.regular).toBe(26000);
  });

  it('exports a period for payroll as Danish CSV, byte for byte', async () => {
    const company = await createCompany(t, { allowTimeReg: true });
    const a = await createPerson(t, {
      companyId: company.companyId,
      firstName: 'Åse',
      lastName: 'Ørsted',
      email: `aase-${backend}@csv.test`,
      rateRegular: 21050,
    });
    const b = await createPerson(t, {
      companyId: company.companyId,
      firstName: 'Carl',
      lastName: 'Berg',
      email: `carl-${backend}@csv.test`,
      rateOvertime: 33300,
    });
    const as = (p: CreatedPerson, input: Record<string, unknown>) =>
      reg(company.admin.cookie, { employeeId: p.id, ...input });
    await as(a, { type: 'regular', startsAt: cph('2026-08-03', '07:00'), endsAt: cph('2026-08-03', '14:45') });
    await as(a, { type: 'regular', date: '2026-08-04', minutes: 30 });
    await as(a, { type: 'driving_km', date: '2026-08-04', km: 12.3, fromAddress: 'a', toAddress: 'b' });
    await as(a, { type: 'expense', date: '2026-08-05', amountOre: 123456, note: 'Værktøj; "special"' });
    await as(b, { type: 'overtime', date: '2026-08-31', minutes: 100 });
    await as(b, { type: 'overtime', date: '2026-09-01', minutes: 100 });
    const r = await graphql(t.app, company.admin.cookie, csv, { from: '2026-08-01', to: '2026-08-31' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.payrollCsv).toBe(
      '\uFEFFMedarbejder;Email;Type;Timer;Timer (t:mm);Km;Beløb (kr.);Løn (kr.);Antal\r\n' +
        `Carl Berg;carl-${backend}@csv.test;Overarbejde;1,67;1:40;;;555,00;1\r\n` +
        `Åse Ørsted;aase-${backend}@csv.test;Normal tid;8,25;8:15;;;1736,63;2\r\n` +
        `Åse Ørsted;aase-${backend}@csv.test;Kørsel (km);;;12,3;;46,86;1\r\n` +
        `Åse Ørsted;aase-${backend}@csv.test;Udlæg;;;;1234,56;1234,56;1\r\n`,
    );
    expect(errorCode(await graphql(t.app, anna.cookie, csv, { from: '2026-08-01', to: '2026-08-31' }))).toBe(
      'FORBIDDEN',
    );
    expect(ext(await graphql(t.app, company.admin.cookie, csv, { from: '2026-08-31', to: '2026-08-01' }))?.reason).toBe(
      'timeRegistration.periodInvalid',
    );
  });

  it("shows a visit's registrations only when the company and the visit say so", async () => {
    const customer = await createCustomer(t, admin.cookie);
    const visit = await createVisit(t, admin.cookie, customer.id, { employeeIds: [anna.id], showTimeRegs: true });
    await reg(anna.cookie, { type: 'regular', visitId: visit.id, date: '2026-09-07', minutes: 75 });
    await reg(admin.cookie, { employeeId: bo.id, type: 'regular', visitId: visit.id, date: '2026-09-07', minutes: 45 });
    const q = `query ($id: ID!) { visit(id: $id) { timeRegistrations { totalMinutes items { employeeId minutes } } } }`;
    expect((await graphql(t.app, admin.cookie, q, { id: visit.id })).data!.visit.timeRegistrations.totalMinutes).toBe(
      120,
    );
    expect((await graphql(t.app, anna.cookie, q, { id: visit.id })).data!.visit.timeRegistrations.items).toEqual([
      { employeeId: anna.id, minutes: 75 },
    ]);
    // Bo is not on the visit: he cannot attach time to it.
    const r = await graphql(t.app, bo.cookie, register, {
      input: { type: 'regular', visitId: visit.id, date: '2026-09-08', minutes: 10 },
    });
    expect(ext(r)?.reason).toBe('timeRegistration.visitNotFound');
    await t.database.db.update(companies).set({ allowShowVisitTimeRegs: false }).where(eq(companies.id, companyId));
    expect((await graphql(t.app, admin.cookie, q, { id: visit.id })).data!.visit.timeRegistrations).toBeNull();
    await t.database.db.update(companies).set({ allowShowVisitTimeRegs: true }).where(eq(companies.id, companyId));
  });

  it('takes the company settings: rate per type, km rate, norm, types switched off', async () => {
    const company = await createCompany(t, { allowTimeReg: true });
    const p = await createPerson(t, { companyId: company.companyId, rateRegular: 20000, rateExtra: 25000 });
    const settings = `mutation ($input: TimeSettingsInput!) { updateTimeSettings(input: $input) { normMinutesPerWeek kmRateOre disabledTypes rateMapping { sick } } }`;
    const input = {
      normMinutesPerWeek: 30 * 60,
      kmRateOre: 400,
      disabledTypes: ['money'],
      rateMapping: {
        regular: 'regular',
        overtime: 'overtime',
        driving: 'hourly',
        sick: 'extra',
        vacation: 'regular',
        calendar_holiday: 'regular',
        counterbalance_overtime: 'regular',
        accord: 'regular',
      },
    };
    expect(errorCode(await graphql(t.app, p.cookie, settings, { input }))).toBe('FORBIDDEN');
    const saved = await graphql(t.app, company.admin.cookie, settings, { input });
    expect(saved.data!.updateTimeSettings).toEqual({
      normMinutesPerWeek: 1800,
      kmRateOre: 400,
      disabledTypes: ['money'],
      rateMapping: { sick: 'extra' },
    });
    const as = (i: Record<string, unknown>) => reg(company.admin.cookie, { employeeId: p.id, ...i });
    expect((await as({ type: 'sick', date: '2026-10-05', minutes: 60 })).wageOre).toBe(25000);
    expect(
      (await as({ type: 'driving_km', date: '2026-10-05', km: 2, fromAddress: 'a', toAddress: 'b' })).wageOre,
    ).toBe(800);
    const money = await graphql(t.app, company.admin.cookie, register, {
      input: { employeeId: p.id, type: 'money', date: '2026-10-05', amountOre: 1, note: 'x' },
    });
    expect(ext(money)?.reason).toBe('timeRegistration.typeDisabled');
    const w = await graphql(t.app, company.admin.cookie, week, { employeeId: p.id, date: '2026-10-05' });
    expect(w.data!.timesheetWeek).toMatchObject({ normMinutes: 1800, minutes: 60, overtimeMinutes: 0 });
    const bad = await graphql(t.app, company.admin.cookie, settings, { input: { ...input, normMinutesPerWeek: -5 } });
    expect(ext(bad)).toMatchObject({ field: 'input.normMinutesPerWeek', reason: 'timeRegistration.normInvalid' });
  });

  it('keeps an employee with registrations from being deleted (deactivate instead)', async () => {
    const r = await graphql(t.app, admin.cookie, 'mutation ($id: ID!) { deleteEmployee(id: $id) }', { id: bo.id });
    expect(ext(r)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'employee.hasHistory' });
  });

  it('pages the list on the server with filters', async () => {
    const page = await graphql(t.app, admin.cookie, list, { employeeId: bo.id, limit: 2 });
    expect(page.data!.timeRegistrations.items).toHaveLength(2);
    const all = await graphql(t.app, admin.cookie, list, { employeeId: bo.id, limit: 200 });
    expect(page.data!.timeRegistrations.totalCount).toBe(all.data!.timeRegistrations.items.length);
    const overtime = await graphql(t.app, admin.cookie, list, {
      type: 'overtime',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(overtime.data!.timeRegistrations.items.map((i: { type: string }) => i.type)).toEqual(['overtime']);
  });
});
