import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localToInstant, toDays, weekdayOf } from '@servio/domain';
import {
  bookingHolds,
  bookings,
  companies,
  equipmentCategories,
  equipmentProducts,
  timeRegistrations,
  users,
  visitEmployees,
  visits,
} from '../src/db/tables/index.ts';
import { withTenant } from '../src/db/tenant.ts';
import type { CompanyScope } from '../src/core/scope.ts';
import { employeesFreeAt, findFreeSlots, isSlotFree } from '../src/modules/booking-slots/index.ts';
import { backends, openTestDatabase, type TestDatabase } from './harness.ts';

// A Monday well in the future; the test passes its own `now` (the Friday before, noon).
const monday = toDays(2031, 3, 10);
const at = (day: number, hh: number, mm = 0) => localToInstant(day, hh * 60 + mm);
const now = at(monday - 3, 12);
let serial = 0;

describe.each(backends)('booking slots on %s', (backend) => {
  let t: TestDatabase;
  let companyId: string;
  let otherCompanyId: string;
  let productId: string;
  let otherProductId: string;
  let notBookableId: string;
  let a: string;
  let b: string;
  const excluded: string[] = [];

  const inTenant = <T>(company: string, work: (scope: CompanyScope) => Promise<T>) =>
    withTenant(t.database.db, { companyId: company, userId: null }, (db) => work({ db, companyId: company }));

  const person = async (company: string, values: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(users)
      .values({ companyId: company, email: `slots-${++serial}@test.dk`, role: 'employee', kind: 'field', ...values })
      .returning({ id: users.id });
    return row!.id;
  };
  const product = async (company: string, bookable: boolean) => {
    const [category] = await t.database.db
      .insert(equipmentCategories)
      .values({ companyId: company, name: `Kategori ${++serial}` })
      .returning({ id: equipmentCategories.id });
    const [row] = await t.database.db
      .insert(equipmentProducts)
      .values({ companyId: company, categoryId: category!.id, name: `Service ${serial}`, bookable, bookingMinutes: 60 })
      .returning({ id: equipmentProducts.id });
    return row!.id;
  };
  const visit = async (company: string, employeeId: string, start: Date, end: Date, archived = false) => {
    const [row] = await t.database.db
      .insert(visits)
      .values({ companyId: company, caseNumber: 900_000 + ++serial, start, end, status: 'scheduled', archived })
      .returning({ id: visits.id });
    await t.database.db.insert(visitEmployees).values({ companyId: company, visitId: row!.id, userId: employeeId });
  };
  /** Who is free at local hh:00 on `day`, from findFreeSlots over the week. */
  const week = () => inTenant(companyId, (scope) => findFreeSlots(scope, { productId, fromDay: monday, days: 5, now }));
  const freeAt = (result: Awaited<ReturnType<typeof week>>, day: number, hh: number) =>
    result.slots.find((s) => s.start === at(day, hh).getTime())?.employeeIds ?? [];

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    const db = t.database.db;
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Slots ApS',
        bookingTravelMinutes: 30,
        bookingStepMinutes: 60,
        bookingLeadHours: 0,
        bookingHorizonDays: 60,
      })
      .returning({ id: companies.id });
    companyId = company!.id;
    const [other] = await db.insert(companies).values({ name: 'Andet ApS' }).returning({ id: companies.id });
    otherCompanyId = other!.id;
    productId = await product(companyId, true);
    notBookableId = await product(companyId, false);
    otherProductId = await product(otherCompanyId, true);
    a = await person(companyId);
    b = await person(companyId, { role: 'administrator', kind: 'both' });
    excluded.push(
      await person(companyId, { kind: 'office' }),
      await person(companyId, { active: false }),
      await person(companyId, { bookable: false }),
      await person(companyId, { role: 'supplier' }),
      await person(otherCompanyId),
    );
    expect(weekdayOf(monday)).toBe(0);

    // Monday: A's visit 10–11; B's open booking 13–14.
    await visit(companyId, a, at(monday, 10), at(monday, 11));
    await db.insert(bookings).values({
      companyId,
      kind: 'booking',
      status: 'open',
      name: 'Kunde',
      employeeId: b,
      productId,
      startsAt: at(monday, 13),
      endsAt: at(monday, 14),
    });
    // Tuesday: B's vacation, the whole date.
    await db.insert(timeRegistrations).values({
      companyId,
      employeeId: b,
      type: 'vacation',
      workDate: '2031-03-11',
      minutes: 444,
    });
    // Wednesday: A's live hold 9–10; B's expired hold 9–10; another company's visit naming A at 14–15; B's archived
    // visit 15–16.
    await db.insert(bookingHolds).values([
      {
        companyId,
        employeeId: a,
        productId,
        startsAt: at(monday + 2, 9),
        endsAt: at(monday + 2, 10),
        expiresAt: new Date(now.getTime() + 10 * 60_000),
        tokenHash: `live-${backend}`,
      },
      {
        companyId,
        employeeId: b,
        productId,
        startsAt: at(monday + 2, 9),
        endsAt: at(monday + 2, 10),
        expiresAt: new Date(now.getTime() - 1),
        tokenHash: `expired-${backend}`,
      },
    ]);
    await visit(otherCompanyId, a, at(monday + 2, 14), at(monday + 2, 15));
    await visit(companyId, b, at(monday + 2, 15), at(monday + 2, 16), true);
    // Thursday: A sick 08:00–12:00 (a span).
    await db.insert(timeRegistrations).values({
      companyId,
      employeeId: a,
      type: 'sick',
      startsAt: at(monday + 3, 8),
      endsAt: at(monday + 3, 12),
      workDate: '2031-03-13',
      minutes: 240,
    });
  });
  afterAll(async () => t?.close());

  it('offers the company hours of its bookable field staff only', async () => {
    const result = await week();
    expect(result.durationMinutes).toBe(60);
    // Friday is untouched: 08:00 … 15:00, both, in id order (no busy minutes).
    expect([8, 9, 10, 11, 12, 13, 14, 15].map((h) => freeAt(result, monday + 4, h))).toEqual(
      Array(8).fill([a, b].sort()),
    );
    expect(freeAt(result, monday + 4, 16)).toEqual([]);
    const everyone = new Set(result.slots.flatMap((s) => s.employeeIds));
    expect([...everyone].sort()).toEqual([a, b].sort());
    for (const id of excluded) expect(everyone.has(id)).toBe(false);
    for (let i = 1; i < result.slots.length; i++)
      expect(result.slots[i]!.start).toBeGreaterThan(result.slots[i - 1]!.start);
  });

  it('a visit and an open booking remove their time and the travel buffer', async () => {
    const result = await week();
    // A's visit 10–11, 30 minutes travel: 08:00 fits (ends 09:00), 09:00, 10:00 and 11:00 do not, 12:00 does.
    expect([8, 9, 10, 11, 12].map((h) => freeAt(result, monday, h).includes(a))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    // B's booking 13–14: 12, 13, 14 gone, 15 free.
    expect([11, 12, 13, 14, 15].map((h) => freeAt(result, monday, h).includes(b))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    // Fewest busy minutes that day first: at 08:00 both are free, each busy one hour; at 15:00 likewise; ties by id.
    expect(freeAt(result, monday, 8)).toEqual([a, b].sort());
  });

  it('a vacation day and a sickness span remove what they cover', async () => {
    const result = await week();
    expect(
      result.slots.some(
        (s) =>
          s.start >= at(monday + 1, 0).getTime() && s.start < at(monday + 2, 0).getTime() && s.employeeIds.includes(b),
      ),
    ).toBe(false);
    expect(freeAt(result, monday + 1, 8)).toEqual([a]);
    // A sick until 12:00 on Thursday, plus travel: 13:00 is A's first.
    expect([11, 12, 13].map((h) => freeAt(result, monday + 3, h).includes(a))).toEqual([false, false, true]);
    expect(freeAt(result, monday + 3, 8)).toEqual([b]);
  });

  it('a live hold removes its time, an expired one and another company’s or an archived visit do not', async () => {
    const result = await week();
    expect(freeAt(result, monday + 2, 9)).toEqual([b]);
    expect(freeAt(result, monday + 2, 8)).toEqual([b]);
    expect(freeAt(result, monday + 2, 11)).toContain(a);
    expect(freeAt(result, monday + 2, 14)).toContain(a);
    expect(freeAt(result, monday + 2, 15)).toContain(b);
  });

  it('a visit over several days blocks until its end, however early it started', async () => {
    await visit(companyId, b, at(monday + 7, 8), at(monday + 9, 12));
    const wednesday = await inTenant(companyId, (scope) =>
      findFreeSlots(scope, { productId, fromDay: monday + 9, days: 1, now }),
    );
    expect([8, 11, 12, 13].map((h) => freeAt(wednesday, monday + 9, h).includes(b))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(freeAt(wednesday, monday + 9, 8)).toEqual([a]);
  });

  it('answers one time for a hold: who, in order, and for one employee', async () => {
    const start = at(monday + 2, 9);
    const free = await inTenant(companyId, (scope) => employeesFreeAt(scope, { productId, start, now }));
    expect(free.employeeIds).toEqual([b]);
    expect(free.end.toISOString()).toBe(at(monday + 2, 10).toISOString());
    expect(await inTenant(companyId, (scope) => isSlotFree(scope, { productId, employeeId: a, start, now }))).toBe(
      false,
    );
    expect(await inTenant(companyId, (scope) => isSlotFree(scope, { productId, employeeId: b, start, now }))).toBe(
      true,
    );
    // The visitor's own hold does not stand in their way.
    const holds = await t.database.db
      .select({ id: bookingHolds.id, tokenHash: bookingHolds.tokenHash })
      .from(bookingHolds);
    const live = holds.find((h) => h.tokenHash === `live-${backend}`)!.id;
    expect(
      await inTenant(companyId, (scope) =>
        isSlotFree(scope, { productId, employeeId: a, start, now, exceptHoldId: live }),
      ),
    ).toBe(true);
    // Off the grid or before now + lead: nobody.
    expect(
      (await inTenant(companyId, (scope) => employeesFreeAt(scope, { productId, start: at(monday + 4, 9, 30), now })))
        .employeeIds,
    ).toEqual([]);
    expect(
      (await inTenant(companyId, (scope) => employeesFreeAt(scope, { productId, start: at(monday - 3, 8), now })))
        .employeeIds,
    ).toEqual([]);
  });

  it('refuses a product that is not bookable, another company’s or no id, and keeps to the horizon', async () => {
    for (const id of [notBookableId, otherProductId, 'not-a-uuid'])
      await expect(
        inTenant(companyId, (scope) => findFreeSlots(scope, { productId: id, fromDay: monday, days: 1, now })),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const far = await inTenant(companyId, (scope) =>
      findFreeSlots(scope, { productId, fromDay: monday + 70, days: 7, now }),
    );
    expect(far.slots).toEqual([]);
    const past = await inTenant(companyId, (scope) =>
      findFreeSlots(scope, { productId, fromDay: monday - 10, days: 5, now }),
    );
    expect(past.slots).toEqual([]);
    await expect(
      inTenant(companyId, (scope) => findFreeSlots(scope, { productId, fromDay: monday, days: 0, now })),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
