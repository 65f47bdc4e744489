import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { addresseeAndFacts, documentFooter } from '../../pdf/document-parts.ts';
import { letterheadContent, pdfStyles, type Letterhead } from '../../pdf/letterhead.ts';
import { pdfFormats } from '../../pdf/pdf-formats.ts';
import { renderPdf } from '../../pdf/pdfmake.ts';
import { paymentReminderTexts } from './payment-reminder-texts.ts';

export interface PaymentReminderPdfInput {
  language: 'da' | 'en';
  company: Letterhead & { bankRegNo: string | null; bankAccountNo: string | null };
  customer: { name: string; addressLines: string[]; cvr: string | null };
  /** credited: what credit notes had taken off the invoice when the reminder was sent (positive øre). */
  invoice: { number: number; issueDate: string; dueDate: string; total: number; credited: number };
  reminder: {
    number: number;
    reminderDate: string;
    paymentDeadline: string;
    fee: number;
    earlierFees: number;
    interest: number;
    interestRateBp: number | null;
    totalDue: number;
  };
}

type Margin = [number, number, number, number];
const right = 'right' as const;

/**
 * A payment reminder as a PDF: that it is a reminder, for which invoice, the deadline it sets (renteloven § 9 b asks
 * for both), and what is owed: the invoice, what credit notes took off it, earlier fees, this fee, the interest (its rate and period), the total;
 * then where to pay and the invoice number to pay with.
 */
export function paymentReminderDocument(input: PaymentReminderPdfInput): TDocumentDefinitions {
  const texts = paymentReminderTexts[input.language];
  const format = pdfFormats(input.language);
  const { company, customer, invoice, reminder } = input;
  const facts: [string, string][] = [
    [texts.date, format.date(reminder.reminderDate)],
    [texts.invoiceNumber, String(invoice.number)],
    [texts.invoiceDate, format.date(invoice.issueDate)],
    [texts.dueDate, format.date(invoice.dueDate)],
    [texts.deadline, format.date(reminder.paymentDeadline)],
  ];
  const amounts: [string, number][] = [
    [texts.invoiceAmount, invoice.total],
    ...(invoice.credited > 0 ? [[texts.credited, -invoice.credited] as [string, number]] : []),
    ...(reminder.earlierFees > 0 ? [[texts.earlierFees, reminder.earlierFees] as [string, number]] : []),
    ...(reminder.fee > 0 ? [[texts.fee, reminder.fee] as [string, number]] : []),
    ...(reminder.interestRateBp !== null
      ? [
          [
            texts.interest(
              format.percent(reminder.interestRateBp),
              format.date(invoice.dueDate),
              format.date(reminder.reminderDate),
            ),
            reminder.interest,
          ] as [string, number],
        ]
      : []),
  ];
  const payment: Content[] = [
    ...(company.bankRegNo && company.bankAccountNo
      ? [{ text: texts.bankAccount(company.bankRegNo, company.bankAccountNo), bold: true }]
      : []),
    { text: texts.paymentReference(invoice.number) },
    { text: texts.alreadyPaid, margin: [0, 8, 0, 0] as Margin },
  ];
  return {
    info: { title: texts.title(reminder.number), author: company.name, creator: 'Servio' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: pdfStyles,
    footer: documentFooter(company, texts.cvr, texts.page),
    content: [
      letterheadContent(company, texts.cvr),
      addresseeAndFacts(
        {
          label: texts.customer,
          name: customer.name,
          lines: [...customer.addressLines, ...(customer.cvr ? [`${texts.cvr} ${customer.cvr}`] : [])],
        },
        texts.title(reminder.number),
        facts,
      ),
      {
        text: texts.body(invoice.number, format.date(invoice.dueDate), format.date(reminder.paymentDeadline)),
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ...amounts.map(([label, ore]) => [{ text: label }, { text: format.amount(ore), alignment: right }]),
            [
              { text: texts.totalDue, bold: true },
              { text: format.amount(reminder.totalDue), bold: true, alignment: right },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        unbreakable: true,
      },
      { stack: payment, margin: [0, 20, 0, 0] as Margin, unbreakable: true },
    ],
  };
}

export function renderPaymentReminderPdf(input: PaymentReminderPdfInput): Promise<Buffer> {
  return renderPdf(paymentReminderDocument(input));
}
