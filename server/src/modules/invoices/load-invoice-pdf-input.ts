import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '@servio/domain';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { companies, customers, invoiceLines, invoices, visits, type InvoiceRow } from '../../db/tables/index.ts';
import { customerLanguageSql, pdfLanguage } from '../../pdf/customer-language.ts';
import { letterheadColumns, letterheadOf } from '../../pdf/company-letterhead.ts';
import { addressLines } from '../../pdf/letterhead.ts';
import { loadPdfImages } from '../../pdf/load-pdf-images.ts';
import type { InvoicePdfInput } from './invoice-pdf.ts';
import { sameCompany } from '../../db/sql.ts';

/** What the PDF job, the send mutation and the e-invoice (OIOUBL) need beside the PDF's input. */
export interface LoadedInvoicePdf {
  input: InvoicePdfInput;
  invoice: InvoiceRow;
  customer: {
    id: string;
    email: string | null;
    sendInvoiceToMe: boolean;
    /** The e-invoice's buyer: its contact person and the address as typed (the PDF has it as lines). */
    contactName: string | null;
    phone: string | null;
    streetAddress: string | null;
    zipcode: string | null;
    city: string | null;
  };
  /** The seller as the e-invoice states it; eanPayment: the company sends e-invoices to customers with an EAN. */
  company: { eanPayment: boolean; streetAddress: string | null; zipcode: string | null; city: string | null };
}

const credited = alias(invoices, 'credited');

/**
 * Everything the invoice's PDF and its e-invoice (invoice-oioubl.ts) show, in four queries whatever its size (the
 * company, the invoice with its customer, language and credited invoice, the lines with their visits' days, the
 * logo). The customer's name is the invoice's (as invoiced); the address, CVR and EAN the customer's now, which is
 * what an issued invoice's PDF, made at issue, keeps. System work: it checks no person's access (the callers do).
 * NOT_FOUND for an id of no invoice.
 */
export async function loadInvoicePdfInput(scope: CompanyScope, invoiceId: string): Promise<LoadedInvoicePdf> {
  if (!isUuid(invoiceId)) throw notFound();
  const [company] = await scope.db
    .select({
      ...letterheadColumns,
      bankRegNo: companies.bankRegNo,
      bankAccountNo: companies.bankAccountNo,
      paymentChoices: companies.paymentChoices,
      showInvoicePaymentOption: companies.showInvoicePaymentOption,
      eanPayment: companies.eanPayment,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [row] = await scope.db
    .select({
      invoice: invoices,
      customer: {
        id: customers.id,
        email: customers.email,
        sendInvoiceToMe: customers.sendInvoiceToMe,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phone: customers.phoneNumber,
        streetAddress: customers.streetAddress,
        zipcode: customers.zipcode,
        city: customers.city,
        cvr: customers.companyCvr,
        ean: customers.ean,
      },
      creditedNumber: credited.number,
      language: customerLanguageSql(invoices.customerId),
    })
    .from(invoices)
    .innerJoin(customers, sameCompany(customers, invoices, eq(customers.id, invoices.customerId)))
    .leftJoin(credited, sameCompany(credited, invoices, eq(credited.id, invoices.creditedInvoiceId)))
    .where(eq(invoices.id, invoiceId));
  if (!company || !row) throw notFound();
  const lines = await scope.db
    .select({
      description: invoiceLines.description,
      deliveryDate: sql<string | null>`to_char(${visits.start} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`,
      quantity: invoiceLines.quantity,
      unit: invoiceLines.unit,
      unitPrice: invoiceLines.unitPrice,
      discountBp: invoiceLines.discountBp,
      vatBp: invoiceLines.vatBp,
      net: invoiceLines.net,
      vat: invoiceLines.vat,
    })
    .from(invoiceLines)
    .leftJoin(visits, sameCompany(visits, invoiceLines, eq(visits.id, invoiceLines.visitId)))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const images = await loadPdfImages(scope, company.logoFileId ? [company.logoFileId] : []);
  const { invoice, customer } = row;
  return {
    invoice,
    customer: {
      id: customer.id,
      email: customer.email,
      sendInvoiceToMe: customer.sendInvoiceToMe,
      contactName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null,
      phone: customer.phone,
      streetAddress: customer.streetAddress,
      zipcode: customer.zipcode,
      city: customer.city,
    },
    company: {
      eanPayment: company.eanPayment,
      streetAddress: company.streetAddress,
      zipcode: company.zipcode,
      city: company.city,
    },
    input: {
      language: pdfLanguage(row.language),
      company: {
        ...letterheadOf(company, images),
        bankRegNo: company.bankRegNo,
        bankAccountNo: company.bankAccountNo,
        paymentChoices: company.showInvoicePaymentOption ? company.paymentChoices.map((c) => c.label) : [],
      },
      invoice: {
        kind: invoice.kind,
        number: invoice.number,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        paymentDelayDays: invoice.paymentDelayDays,
        reference: invoice.reference,
        note: invoice.note,
        net: invoice.net,
        vat: invoice.vat,
        total: invoice.total,
        creditedNumber: row.creditedNumber,
      },
      customer: {
        name: invoice.customerName,
        addressLines: addressLines(customer.streetAddress, customer.zipcode, customer.city),
        cvr: customer.cvr,
        ean: customer.ean,
      },
      lines,
    },
  };
}
