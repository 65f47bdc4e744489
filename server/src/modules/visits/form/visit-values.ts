import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VisitPatch } from '@servio/domain';
import { queryRows } from '../../../db/sql.ts';
import { customers, departments, users } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import type { CompanyScope } from '../../../core/scope.ts';
import { assignableStaff } from '../../employees/index.ts';
import type { VisitValues } from '../save-visit.ts';
import { checkTagValues } from '../tags/visit-tag-values.ts';
import type { VisitRow } from '../visit-rows.ts';
import type { VisitCompanyFlags } from './company-flags.ts';

/** Checks the records an input names and the features it needs; every refusal names its field. */
export async function checkReferences(scope: CompanyScope, data: VisitPatch, flags: VisitCompanyFlags): Promise<void> {
  const { db } = scope;
  if (data.customerId) {
    const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, data.customerId));
    if (!c) throw badInput('input.customerId', 'visit.customerNotFound');
  }
  if (data.departmentId) {
    const [d] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, data.departmentId));
    if (!d) throw badInput('input.departmentId', 'visit.departmentNotFound');
  }
  if (data.employeeIds?.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, data.employeeIds), assignableStaff(scope.companyId)));
    const ids = new Set(found.map((f) => f.id));
    const missing = data.employeeIds.findIndex((id) => !ids.has(id));
    if (missing >= 0) throw badInput(`input.employeeIds.${missing}`, 'visit.employeeNotFound');
  }
  await checkTagValues(scope, data.tagValues ?? []);
  if (data.reference && !flags.enableReference) throw badInput('input.reference', 'visit.referenceDisabled');
  if (data.accordMinutes != null && !flags.showAccord) throw badInput('input.accordMinutes', 'visit.accordDisabled');
  if (data.recurrence && !flags.enableRepeatingVisits) throw badInput('input.recurrence', 'visit.repeatingDisabled');
}

/** A customer's address columns, as a visit with useCustomerAddress copies them. */
export async function customerAddress({ db }: CompanyScope, customerId: string | null) {
  const [c] = customerId ? await db.select().from(customers).where(eq(customers.id, customerId)) : [];
  return c
    ? { streetAddress: c.streetAddress, zipcode: c.zipcode, city: c.city, latitude: c.latitude, longitude: c.longitude }
    : null;
}

/** Input to columns; only what the patch names. The address follows useCustomerAddress. */
export async function visitValues(
  scope: CompanyScope,
  data: VisitPatch,
  current: Pick<VisitRow, 'customerId' | 'useCustomerAddress'> | null,
): Promise<VisitValues> {
  const values: VisitValues = {
    customerId: data.customerId,
    departmentId: data.departmentId,
    start: data.start,
    end: data.end,
    description: data.description,
    reference: data.reference,
    price: data.price,
    // totalPrice is the server's (price plus the lines, save-visit.ts): the input's is accepted and ignored.
    accordMinutes: data.accordMinutes,
    useCustomerAddress: data.useCustomerAddress ?? undefined,
    sendBookingMail: data.sendBookingMail ?? undefined,
    showTimeRegs: data.showTimeRegs ?? undefined,
    materielIds: data.materielIds === undefined ? undefined : (data.materielIds ?? []),
  };
  const useCustomerAddress = data.useCustomerAddress ?? current?.useCustomerAddress ?? true;
  const customerId = data.customerId !== undefined ? data.customerId : (current?.customerId ?? null);
  const addressAffected =
    data.useCustomerAddress !== undefined || data.customerId !== undefined || data.address !== undefined || !current;
  if (useCustomerAddress && addressAffected) {
    const c = await customerAddress(scope, customerId ?? null);
    Object.assign(values, {
      streetAddress: c?.streetAddress ?? null,
      zipcode: c?.zipcode ?? null,
      city: c?.city ?? null,
      latitude: c?.latitude ?? null,
      longitude: c?.longitude ?? null,
    });
  } else if (!useCustomerAddress && data.address !== undefined) {
    const a = data.address;
    Object.assign(values, {
      streetAddress: a?.streetAddress ?? null,
      zipcode: a?.zipcode ?? null,
      city: a?.city ?? null,
      latitude: a?.latitude ?? null,
      longitude: a?.longitude ?? null,
    });
  }
  return Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined));
}

/** The next case number of the company: one counter row, locked by the update until the transaction ends. */
export async function allocateCaseNumber({ db, companyId }: CompanyScope): Promise<number> {
  const [row] = await queryRows<{ lastNumber: number }>(
    db,
    sql`
    insert into visit_case_counters (company_id, last_number)
    values (${companyId}, (select coalesce(max(case_number), 1000) + 1 from visits where company_id = ${companyId}))
    on conflict (company_id) do update set last_number = greatest(visit_case_counters.last_number + 1, excluded.last_number)
    returning last_number as "lastNumber"`,
  );
  return row!.lastNumber;
}

/** A time problem of the merged visit, refused on its input field. */
export const refuseTime = (problem: { field: string; reason: string } | null) => {
  if (problem) throw badInput(`input.${problem.field}`, problem.reason);
};
