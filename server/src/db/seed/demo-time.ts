import { isoWeekStart, parseDate, dateString, localToInstant, zonedDate } from '@servio/domain';
import type { Db } from '../client.ts';
import { timeRegistrations, timeWeekApprovals } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * Demo time registrations: a normal working week (Monday to Friday, 07:00–15:00) for two technicians in the week
 * before the seeding's, one driving log and one expense; the week before that approved for the first. Ids are fixed
 * so two seedings are alike.
 */
export async function seedDemoTime(
  db: Db,
  companyId: string,
  employees: { id: string; approvedBy: string }[],
  now: Date,
  /** The first of the fixed ids this company's rows take (100 are reserved). */
  idBase: number,
): Promise<void> {
  const lastMonday = parseDate(isoWeekStart(zonedDate(now))) - 7;
  let n = 0;
  const rows: (typeof timeRegistrations.$inferInsert)[] = [];
  for (const employee of employees) {
    for (const week of [lastMonday - 7, lastMonday]) {
      for (let day = 0; day < 5; day++) {
        rows.push({
          id: seedId(idBase + n++),
          companyId,
          employeeId: employee.id,
          type: 'regular',
          startsAt: localToInstant(week + day, 7 * 60),
          endsAt: localToInstant(week + day, 15 * 60),
          workDate: dateString(week + day),
          minutes: 480,
          rateField: 'regular',
          wageOre: 0,
          createdById: employee.id,
        });
      }
    }
  }
  const first = employees[0]!;
  rows.push(
    {
      id: seedId(idBase + n++),
      companyId,
      employeeId: first.id,
      type: 'driving_km',
      workDate: dateString(lastMonday + 1),
      km: 24.6,
      fromAddress: 'Vesterbrogade 112, 1620 København V',
      toAddress: 'Strandvejen 60, 2900 Hellerup',
      wageOre: Math.round(24.6 * 381),
      createdById: first.id,
    },
    {
      id: seedId(idBase + n),
      companyId,
      employeeId: first.id,
      type: 'expense',
      workDate: dateString(lastMonday + 2),
      amountOre: 8950,
      note: 'Parkering',
      wageOre: 8950,
      createdById: first.id,
    },
  );
  await db.insert(timeRegistrations).values(rows);
  await db.insert(timeWeekApprovals).values({
    id: seedId(idBase + 99),
    companyId,
    employeeId: first.id,
    weekStart: dateString(lastMonday - 7),
    approvedById: first.approvedBy,
    approvedAt: now,
  });
}

/**
 * The planning board's demo: `employeeId` on vacation Wednesday and Thursday of the seeding's week (whole days, by
 * work date), so the board shows an absence and the visits it conflicts with. Fixed ids from `idBase`.
 */
export async function seedDemoVacation(
  db: Db,
  companyId: string,
  employeeId: string,
  now: Date,
  idBase: number,
): Promise<void> {
  const monday = parseDate(isoWeekStart(zonedDate(now)));
  await db.insert(timeRegistrations).values(
    [2, 3].map((day, i) => ({
      id: seedId(idBase + i),
      companyId,
      employeeId,
      type: 'vacation' as const,
      workDate: dateString(monday + day),
      minutes: 444,
      rateField: 'regular' as const,
      wageOre: 0,
      createdById: employeeId,
    })),
  );
}
