import type { InvoiceKind } from '@servio/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { addresseeAndFacts, documentFooter } from '../../pdf/document-parts.ts';
import { letterheadContent, pdfStyles, type Letterhead } from '../../pdf/letterhead.ts';
import { pdfFormats } from '../../pdf/pdf-formats.ts';
import { renderPdf } from '../../pdf/pdfmake.ts';
import { invoicePdfTexts } from './invoice-pdf-texts.ts';

export interface InvoicePdfLine {
  description: string;
  /** The day the work was done (its visit's), YYYY-MM-DD; null for a typed line. */
  deliveryDate: string | null;
  /** Thousandths of the unit. */
  quantity: number;
  unit: string;
  unitPrice: number;
  discountBp: number;
  vatBp: number;
  net: number;
  /** The line's VAT in øre (the e-invoice states it per line; the PDF shows the totals). */
  vat: number;
}

export interface InvoicePdfInput {
  language: 'da' | 'en';
  company: Letterhead & {
    bankRegNo: string | null;
    bankAccountNo: string | null;
    /** The company's payment choices' labels, when it shows them on invoices (showInvoicePaymentOption). */
    paymentChoices: string[];
  };
  invoice: {
    kind: InvoiceKind;
    /** Null on a draft. */
    number: number | null;
    issueDate: string | null;
    dueDate: string | null;
    paymentDelayDays: number;
    reference: string | null;
    note: string | null;
    net: number;
    vat: number;
    total: number;
    /** A credit note's invoice's number. */
    creditedNumber: number | null;
  };
  customer: { name: string; addressLines: string[]; cvr: string | null; ean: string | null };
  lines: InvoicePdfLine[];
}

type Margin = [number, number, number, number];
const right = 'right' as const;

/**
 * The invoice or credit note as a PDF, with what a Danish invoice must state (momsbekendtgørelsen § 58): the date,
 * the sequential number, the seller's and buyer's names and addresses and the seller's CVR, what was delivered and
 * when, the quantity, the unit price without VAT and any discount, the VAT rate and amount, and the total. A draft
 * says so across its top and has no number. The payment details (the due date, the bank account, the number to
 * pay with, the company's other payment choices) are on invoices, not credit notes.
 */
export function invoiceDocument(input: InvoicePdfInput): TDocumentDefinitions {
  const texts = invoicePdfTexts[input.language];
  const format = pdfFormats(input.language);
  const { company, invoice, customer } = input;
  const title = texts.title[invoice.kind];
  const hasDiscount = input.lines.some((line) => line.discountBp !== 0);
  const rates = [...new Set(input.lines.map((line) => line.vatBp))];
  const vatLabel = texts.vat(rates.length === 1 ? format.percent(rates[0]!) : '');

  const facts: [string, string][] = [
    ...(invoice.number === null ? [] : [[texts.number, String(invoice.number)] as [string, string]]),
    ...(invoice.issueDate ? [[texts.issueDate, format.date(invoice.issueDate)] as [string, string]] : []),
    ...(invoice.kind === 'invoice' && invoice.dueDate
      ? [[texts.dueDate, format.date(invoice.dueDate)] as [string, string]]
      : []),
    ...(invoice.reference ? [[texts.reference, invoice.reference] as [string, string]] : []),
  ];

  const header = [
    { text: texts.description, style: 'tableHeader' },
    { text: texts.deliveryDate, style: 'tableHeader' },
    { text: texts.quantity, style: 'tableHeader', alignment: right },
    { text: texts.unitPrice, style: 'tableHeader', alignment: right },
    ...(hasDiscount ? [{ text: texts.discount, style: 'tableHeader', alignment: right }] : []),
    { text: texts.amount, style: 'tableHeader', alignment: right },
  ];
  const body = input.lines.map((line) => [
    { text: line.description },
    { text: line.deliveryDate ? format.date(line.deliveryDate) : '' },
    { text: `${format.quantity(line.quantity)} ${line.unit}`, alignment: right },
    { text: format.amount(line.unitPrice), alignment: right },
    ...(hasDiscount ? [{ text: line.discountBp ? format.percent(line.discountBp) : '', alignment: right }] : []),
    { text: format.amount(line.net), alignment: right },
  ]);
  const widths = ['*', 'auto', 'auto', 'auto', ...(hasDiscount ? ['auto'] : []), 'auto'];

  const payment: Content[] =
    invoice.kind === 'creditNote'
      ? [{ text: texts.creditNoteNoPayment }]
      : [
          ...(invoice.dueDate
            ? [{ text: texts.paymentTerms(invoice.paymentDelayDays, format.date(invoice.dueDate)) }]
            : []),
          ...(company.bankRegNo && company.bankAccountNo
            ? [{ text: texts.bankAccount(company.bankRegNo, company.bankAccountNo), bold: true }]
            : []),
          ...(invoice.number === null ? [] : [{ text: texts.paymentReference(invoice.number) }]),
          ...(company.paymentChoices.length > 0
            ? [{ text: texts.paymentChoices(company.paymentChoices.join(', ')) }]
            : []),
        ];

  return {
    info: {
      title: invoice.number === null ? title : `${title} ${invoice.number}`,
      author: company.name,
      creator: 'Servio',
    },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: pdfStyles,
    footer: documentFooter(company, texts.cvr, texts.page),
    content: [
      ...(invoice.number === null
        ? [{ text: texts.draft, color: '#b91c1c', bold: true, fontSize: 12, margin: [0, 0, 0, 8] as Margin }]
        : []),
      letterheadContent(company, texts.cvr),
      addresseeAndFacts(
        {
          label: texts.customer,
          name: customer.name,
          lines: [
            ...customer.addressLines,
            ...(customer.cvr ? [`${texts.cvr} ${customer.cvr}`] : []),
            ...(customer.ean ? [`${texts.ean} ${customer.ean}`] : []),
          ],
        },
        title,
        facts,
      ),
      ...(invoice.kind === 'creditNote'
        ? [{ text: texts.credits(invoice.creditedNumber), bold: true, margin: [0, 0, 0, 8] as Margin }]
        : []),
      { table: { headerRows: 1, widths, body: [header, ...body] }, layout: 'lightHorizontalLines' },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [{ text: texts.net }, { text: format.amount(invoice.net), alignment: right }],
            [{ text: vatLabel.trim() }, { text: format.amount(invoice.vat), alignment: right }],
            [
              { text: texts.total, bold: true },
              { text: format.amount(invoice.total), bold: true, alignment: right },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [260, 8, 0, 0],
        unbreakable: true,
      },
      ...(payment.length > 0
        ? [
            {
              stack: [{ text: texts.payment, style: 'heading', margin: [0, 0, 0, 4] as Margin }, ...payment],
              margin: [0, 20, 0, 0] as Margin,
              unbreakable: true,
            },
          ]
        : []),
      ...(invoice.note
        ? [
            {
              stack: [{ text: texts.note, style: 'heading', margin: [0, 0, 0, 4] as Margin }, { text: invoice.note }],
              margin: [0, 16, 0, 0] as Margin,
            },
          ]
        : []),
    ],
  };
}

/** The invoice's PDF bytes. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  return renderPdf(invoiceDocument(input));
}
