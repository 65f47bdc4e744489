import { eq } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import {
  companies,
  customers,
  invoiceReminders,
  invoices,
  type InvoiceReminderRow,
  type InvoiceRow,
} from '../../db/tables/index.ts';
import { letterheadColumns, letterheadOf } from '../../pdf/company-letterhead.ts';
import { customerLanguageSql, pdfLanguage } from '../../pdf/customer-language.ts';
import { addressLines } from '../../pdf/letterhead.ts';
import { loadPdfImages } from '../../pdf/load-pdf-images.ts';
import type { PaymentReminderPdfInput } from './payment-reminder-pdf.ts';
import { sameCompany } from '../../db/sql.ts';

export interface LoadedPaymentReminder {
  input: PaymentReminderPdfInput;
  reminder: InvoiceReminderRow;
  invoice: InvoiceRow;
}

/**
 * What a payment reminder's PDF shows, in three queries and the logo (the company; the reminder with its invoice,
 * customer and language; the logo), the reminder's row locked: the job that sends it runs once at a time per
 * reminder. System work: the callers check access. NOT_FOUND for an id of no reminder.
 */
export async function loadPaymentReminderPdf(scope: CompanyScope, reminderId: string): Promise<LoadedPaymentReminder> {
  const [company] = await scope.db
    .select({ ...letterheadColumns, bankRegNo: companies.bankRegNo, bankAccountNo: companies.bankAccountNo })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [row] = await scope.db
    .select({
      reminder: invoiceReminders,
      invoice: invoices,
      customer: {
        streetAddress: customers.streetAddress,
        zipcode: customers.zipcode,
        city: customers.city,
        cvr: customers.companyCvr,
      },
      language: customerLanguageSql(invoices.customerId),
    })
    .from(invoiceReminders)
    .innerJoin(invoices, sameCompany(invoices, invoiceReminders, eq(invoices.id, invoiceReminders.invoiceId)))
    .innerJoin(customers, sameCompany(customers, invoices, eq(customers.id, invoices.customerId)))
    .where(eq(invoiceReminders.id, reminderId))
    .for('update', { of: invoiceReminders });
  if (!company || !row) throw notFound();
  const images = await loadPdfImages(scope, company.logoFileId ? [company.logoFileId] : []);
  const { reminder, invoice, customer } = row;
  return {
    reminder,
    invoice,
    input: {
      language: pdfLanguage(row.language),
      company: { ...letterheadOf(company, images), bankRegNo: company.bankRegNo, bankAccountNo: company.bankAccountNo },
      customer: {
        name: invoice.customerName,
        addressLines: addressLines(customer.streetAddress, customer.zipcode, customer.city),
        cvr: customer.cvr,
      },
      invoice: {
        number: invoice.number!,
        issueDate: invoice.issueDate!,
        dueDate: invoice.dueDate!,
        total: invoice.total,
        // The reminder's total owed was the invoice less its credit notes then, plus the fees and interest.
        credited: invoice.total + reminder.earlierFees + reminder.fee + reminder.interest - reminder.totalDue,
      },
      reminder: {
        number: reminder.number,
        reminderDate: reminder.reminderDate,
        paymentDeadline: reminder.paymentDeadline,
        fee: reminder.fee,
        earlierFees: reminder.earlierFees,
        interest: reminder.interest,
        interestRateBp: reminder.interestRateBp,
        totalDue: reminder.totalDue,
      },
    },
  };
}
