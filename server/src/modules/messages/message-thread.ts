import { customerDisplayName, isUuid } from '@servio/domain';
import { sql } from 'drizzle-orm';
import { badInput, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { queryRows } from '../../db/sql.ts';
import { inCustomerFamily } from '../customers/index.ts';
import { visibleVisits } from '../visits/index.ts';

/** A thread named by exactly one of the two: a visit's, or a customer's own (visit_id null). */
export interface ThreadArgs {
  visitId?: string | null;
  customerId?: string | null;
}

export interface Thread {
  visitId: string | null;
  customerId: string;
  caseNumber: number | null;
  customerName: string;
}

interface ThreadRow {
  visit_id: string | null;
  customer_id: string | null;
  case_number: number | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  use_company: boolean | null;
  email: string | null;
}

/**
 * The thread the actor names, when they may see it: a visit they see (visibleVisits), or a customer whose page they
 * see (administrators and employees every customer, a customer's login its own and, with the hierarchy, its
 * locations'). Anything else is NOT_FOUND, as another company's record is.
 */
export async function findThread(scope: TenantScope, args: ThreadArgs): Promise<Thread> {
  const { actor } = scope;
  if (Boolean(args.visitId) === Boolean(args.customerId)) throw badInput('visitId', 'message.oneThread');
  const id = (args.visitId ?? args.customerId)!;
  if (!isUuid(id)) throw notFound();
  const rows = args.visitId
    ? await queryRows<ThreadRow>(
        scope.db,
        sql`select v.id as visit_id, v.customer_id, v.case_number, c.first_name, c.last_name, c.company_name,
              c.use_company, c.email
            from visits v left join customers c on c.company_id = v.company_id and c.id = v.customer_id
            where v.id = ${id} and ${visibleVisits(actor)}`,
      )
    : actor.role === 'supplier' || (actor.role === 'customer' && !actor.customerId)
      ? []
      : await queryRows<ThreadRow>(
          scope.db,
          sql`select null as visit_id, c.id as customer_id, null as case_number, c.first_name, c.last_name,
                c.company_name, c.use_company, c.email
              from customers c where c.id = ${id}
                and ${actor.role === 'customer' ? inCustomerFamily(actor.customerId!, { companyId: sql`c.company_id`, customerId: sql`c.id` }) : sql`true`}`,
        );
  const row = rows[0];
  if (!row) throw notFound();
  // Every message belongs to a customer; a visit without one has no thread.
  if (!row.customer_id) throw badInput('visitId', 'message.visitWithoutCustomer');
  return {
    visitId: row.visit_id,
    customerId: row.customer_id,
    caseNumber: row.case_number === null ? null : Number(row.case_number),
    customerName: customerDisplayName({
      firstName: row.first_name,
      lastName: row.last_name,
      companyName: row.company_name,
      useCompany: row.use_company,
      email: row.email,
    }),
  };
}
