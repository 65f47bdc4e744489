import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { companies, departments, users } from '../tables/index.ts';
import { insertBulkCustomers } from './bulk-customers.ts';

export interface BulkVisitCompany {
  companyId: string;
  adminId: string;
  adminEmail: string;
  employeeIds: string[];
}

const id = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${n.toString().padStart(12, '0')}`;
const perDay = 91;

/**
 * A deterministic company with `visitCount` visits (default 100,000) spread over three years around `today`
 * (two and a half behind, half ahead; ~91 a working day, 07:00–17:00), 40 employees, 5,000 customers and
 * three departments. Past visits are mostly finished (completed or done), 3 % were never finished (due),
 * finished ones older than 90 days mostly archived and invoiced. The same arguments give the same rows.
 * Inserted with INSERT … SELECT over generate_series: a few statements, seconds on PGlite.
 */
export async function insertBulkVisitCompany(
  db: Db,
  options: { companyId: string; passwordHash: string; today: Date; visitCount?: number },
): Promise<BulkVisitCompany> {
  const { companyId, passwordHash } = options;
  const visitCount = options.visitCount ?? 100_000;
  const adminId = id('8000', 1);
  const adminEmail = `bench-visits-${companyId.slice(-4)}@example.dk`;
  await db
    .insert(companies)
    .values({ id: companyId, name: 'Bench Besøg ApS', enableRepeatingVisits: true, enableReference: true });
  const departmentIds = [1, 2, 3].map((n) => id('8100', n));
  await db
    .insert(departments)
    .values(departmentIds.map((d, i) => ({ id: d, companyId, name: ['København', 'Aarhus', 'Odense'][i]! })));
  const employeeIds = Array.from({ length: 40 }, (_, i) => id('8200', i + 1));
  await db.insert(users).values([
    {
      id: adminId,
      companyId,
      email: adminEmail,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'administrator' as const,
    },
    ...employeeIds.map((e, i) => ({
      id: e,
      companyId,
      email: `bench-tekniker-${i + 1}-${companyId.slice(-4)}@example.dk`,
      firstName: ['Mads', 'Sofie', 'Jonas', 'Ida', 'Lars'][i % 5]!,
      lastName: `Tekniker ${i + 1}`,
      role: 'employee' as const,
      kind: 'field' as const,
      departmentId: departmentIds[i % 3]!,
      allowedToCompleteVisit: true,
    })),
  ]);
  await insertBulkCustomers(db, companyId, 5_000);

  // Day 0 of the range, midnight UTC, 2.5 years before today.
  const totalDays = Math.ceil(visitCount / perDay);
  const first = new Date(
    Date.UTC(options.today.getUTCFullYear(), options.today.getUTCMonth(), options.today.getUTCDate()) -
      Math.round((totalDays * 5) / 6) * 86_400_000,
  );
  const employeeArray = sql`(array[${sql.join(
    employeeIds.map((e) => sql`${e}::uuid`),
    sql`, `,
  )}])`;
  // One employee on every scheduled visit, a second on every fifth.
  const firstEmployee = sql`${employeeArray}[1 + (b.case_number * 31) % 40]`;
  const secondEmployee = sql`${employeeArray}[1 + (b.case_number * 31 + 7) % 40]`;
  // Each visit written once, whole: its customer's address and its employees (employee_ids, as the trigger on
  // visit_employees keeps it; the rows of visit_employees are then made from it, and the trigger finds every array
  // as it is and writes no visit again).
  await db.execute(sql`
    with cs as (select array_agg(id order by email) as ids from customers where company_id = ${companyId}),
    base as (
      select i, 100000 + i as case_number,
        ${first.toISOString()}::timestamptz + (i / ${perDay}) * interval '1 day' + (6 + i % 10) * interval '1 hour' + ((i * 13) % 4) * interval '15 minutes' as start,
        (1 + (i * 7) % 3) * interval '1 hour' as duration,
        (i::bigint * 2654435761) % 1000 as h
      from generate_series(1, ${visitCount}) as i
    )
    insert into visits (company_id, case_number, customer_id, department_id, created_by_id, start, "end", status, archived,
      description, price, total_price, invoiced_at, street_address, zipcode, city, latitude, longitude, employee_ids)
    select ${companyId}, b.case_number, c.id,
      (array[${sql.join(
        departmentIds.map((d) => sql`${d}::uuid`),
        sql`, `,
      )}])[1 + b.i % 3], ${adminId},
      b.start, b.start + b.duration, s.status,
      s.status in ('completed', 'done') and b.start < ${options.today.toISOString()}::timestamptz - interval '90 days' and b.h % 10 < 7,
      (array['Service af varmepumpe', 'Vinduespudsning', 'Reparation af tag', 'Eftersyn af ventilation', 'Rensning af tagrender'])[1 + b.i % 5] || ' #' || b.i,
      (5 + b.i % 40) * 10000, (5 + b.i % 40) * 12500,
      case when s.status in ('completed', 'done') and b.h % 10 < 8 then b.start + b.duration end,
      c.street_address, c.zipcode, c.city,
      55 + ((b.case_number * 37) % 2000) / 1000.0, 9 + ((b.case_number * 53) % 3000) / 1000.0,
      case when s.status = 'not_scheduled' then '{}'::uuid[] else (
        select array_agg(e order by e) from unnest(case when b.case_number % 5 = 0
          then array[${firstEmployee}, ${secondEmployee}] else array[${firstEmployee}] end) as e) end
    from base b cross join cs
    join customers c on c.company_id = ${companyId} and c.id = cs.ids[1 + (b.i * 7919) % array_length(cs.ids, 1)]
    cross join lateral (select case
      when b.start + b.duration < ${options.today.toISOString()}::timestamptz then
        case when b.h < 30 then 'scheduled' when b.h < 35 then 'current' when b.h < 700 then 'completed' else 'done' end
      else case when b.h < 20 then 'not_scheduled' else 'scheduled' end end as status) s`);
  await db.execute(sql`
    insert into visit_employees (company_id, visit_id, user_id)
    select company_id, id, unnest(employee_ids) from visits where company_id = ${companyId}`);
  return { companyId, adminId, adminEmail, employeeIds };
}
