import { eq } from 'drizzle-orm';
import { customers, type CompanyRow, type CustomerRow } from '../src/db/tables/index.ts';
import { createCompany, createCustomer, createPerson, type CreatedPerson } from './factories.ts';
import type { TestApp } from './harness.ts';

export interface InvoicingCompany {
  companyId: string;
  admin: CreatedPerson;
  customerId: string;
}

/** A seller as an invoice states it: CVR, address and bank account (the tests' defaults; each may be replaced). */
const seller: Partial<CompanyRow> = {
  cvr: '24256790',
  streetAddress: 'Enghavevej 80',
  zipcode: '2450',
  city: 'København SV',
  bankRegNo: '1551',
  bankAccountNo: '3456789012',
};

/**
 * A company that invoices (the seller above, with `company`'s settings over it) and one business customer made
 * through GraphQL (`customer`: its input), with `customerRow` written straight to its row (fields the customer
 * form does not take, such as sendInvoiceToMe or an EAN). What the invoice PDF, mail and e-invoice tests start from.
 */
export async function createInvoicingCompany(
  t: TestApp,
  options: {
    company?: Partial<CompanyRow>;
    customer?: Record<string, unknown>;
    customerRow?: Partial<CustomerRow>;
  } = {},
): Promise<InvoicingCompany> {
  const { companyId, admin } = await createCompany(t, { ...seller, ...options.company });
  const customer = await createCustomer(t, admin.cookie, { useCompany: true, ...options.customer });
  if (options.customerRow) {
    await t.database.db.update(customers).set(options.customerRow).where(eq(customers.id, customer.id));
  }
  return { companyId, admin, customerId: customer.id };
}

/**
 * Who may see the company's invoice documents, with the HTTP status each gets: its administrator and an employee
 * with allowedToInvoice (200); an employee without it and another company's administrator (404, as for no file).
 */
export async function invoiceViewers(
  t: TestApp,
  company: InvoicingCompany,
): Promise<(readonly [CreatedPerson, 200 | 404])[]> {
  const clerk = await createPerson(t, { companyId: company.companyId, allowedToInvoice: true });
  const tech = await createPerson(t, { companyId: company.companyId });
  const stranger = (await createCompany(t)).admin;
  return [
    [company.admin, 200],
    [clerk, 200],
    [tech, 404],
    [stranger, 404],
  ];
}
