import type { InvoiceKind } from '@servio/domain';

/** The invoice PDF's and its mail's words, in the customer's language. */
export interface InvoicePdfTexts {
  title: Record<InvoiceKind, string>;
  draft: string;
  number: string;
  issueDate: string;
  dueDate: string;
  deliveryDate: string;
  reference: string;
  credits: (number: number | null) => string;
  customer: string;
  cvr: string;
  ean: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  amount: string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  payment: string;
  paymentTerms: (days: number, dueDate: string) => string;
  bankAccount: (regNo: string, accountNo: string) => string;
  paymentReference: (number: number) => string;
  paymentChoices: (labels: string) => string;
  creditNoteNoPayment: string;
  note: string;
  page: (current: number, count: number) => string;
  fileName: (kind: InvoiceKind, number: number | null) => string;
  mailSubject: (kind: InvoiceKind, number: number, companyName: string) => string;
  mailText: (
    kind: InvoiceKind,
    facts: { number: number; total: string; dueDate: string | null; companyName: string },
  ) => string;
}

export const invoicePdfTexts: Record<'da' | 'en', InvoicePdfTexts> = {
  da: {
    title: { invoice: 'Faktura', creditNote: 'Kreditnota' },
    draft: 'KLADDE – ikke udstedt',
    number: 'Nummer',
    issueDate: 'Dato',
    dueDate: 'Forfaldsdato',
    deliveryDate: 'Leveret',
    reference: 'Reference',
    credits: (number) => (number === null ? 'Krediterer en faktura' : `Krediterer faktura nr. ${number}`),
    customer: 'Kunde',
    cvr: 'CVR',
    ean: 'EAN',
    description: 'Beskrivelse',
    quantity: 'Antal',
    unitPrice: 'Stykpris',
    discount: 'Rabat',
    amount: 'Beløb',
    net: 'Subtotal ekskl. moms',
    vat: (rate) => `Moms ${rate}`,
    total: 'I alt DKK',
    payment: 'Betaling',
    paymentTerms: (days, dueDate) => `Netto ${days} dage. Beløbet forfalder til betaling ${dueDate}.`,
    bankAccount: (regNo, accountNo) => `Indbetales på reg.nr. ${regNo}, kontonr. ${accountNo}.`,
    paymentReference: (number) => `Angiv fakturanummer ${number} ved betaling.`,
    paymentChoices: (labels) => `Du kan også betale med ${labels}.`,
    creditNoteNoPayment: 'Beløbet modregnes eller tilbagebetales; der skal ikke betales.',
    note: 'Bemærkning',
    page: (current, count) => `Side ${current} af ${count}`,
    fileName: (kind, number) =>
      number === null ? 'Fakturakladde.pdf' : `${kind === 'invoice' ? 'Faktura' : 'Kreditnota'}-${number}.pdf`,
    mailSubject: (kind, number, company) =>
      `${kind === 'invoice' ? 'Faktura' : 'Kreditnota'} nr. ${number} fra ${company}`,
    mailText: (kind, f) =>
      kind === 'invoice'
        ? `Hej\n\nHer er faktura nr. ${f.number} på ${f.total}` +
          (f.dueDate ? ` med betaling senest ${f.dueDate}` : '') +
          `. Du finder den vedhæftet som PDF.\n\nMed venlig hilsen\n${f.companyName}`
        : `Hej\n\nHer er kreditnota nr. ${f.number} på ${f.total}. Du finder den vedhæftet som PDF.\n\nMed venlig hilsen\n${f.companyName}`,
  },
  en: {
    title: { invoice: 'Invoice', creditNote: 'Credit note' },
    draft: 'DRAFT – not issued',
    number: 'Number',
    issueDate: 'Date',
    dueDate: 'Due date',
    deliveryDate: 'Delivered',
    reference: 'Reference',
    credits: (number) => (number === null ? 'Credits an invoice' : `Credits invoice no. ${number}`),
    customer: 'Customer',
    cvr: 'CVR',
    ean: 'EAN',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    amount: 'Amount',
    net: 'Subtotal excl. VAT',
    vat: (rate) => `VAT ${rate}`,
    total: 'Total DKK',
    payment: 'Payment',
    paymentTerms: (days, dueDate) => `Net ${days} days. Payment is due on ${dueDate}.`,
    bankAccount: (regNo, accountNo) => `Pay to bank reg. no. ${regNo}, account no. ${accountNo}.`,
    paymentReference: (number) => `Please state invoice number ${number} with your payment.`,
    paymentChoices: (labels) => `You can also pay with ${labels}.`,
    creditNoteNoPayment: 'The amount is set off or refunded; nothing is to be paid.',
    note: 'Note',
    page: (current, count) => `Page ${current} of ${count}`,
    fileName: (kind, number) =>
      number === null ? 'Invoice-draft.pdf' : `${kind === 'invoice' ? 'Invoice' : 'Credit-note'}-${number}.pdf`,
    mailSubject: (kind, number, company) =>
      `${kind === 'invoice' ? 'Invoice' : 'Credit note'} no. ${number} from ${company}`,
    mailText: (kind, f) =>
      kind === 'invoice'
        ? `Hello\n\nHere is invoice no. ${f.number} of ${f.total}` +
          (f.dueDate ? `, due on ${f.dueDate}` : '') +
          `. You will find it attached as a PDF.\n\nKind regards\n${f.companyName}`
        : `Hello\n\nHere is credit note no. ${f.number} of ${f.total}. You will find it attached as a PDF.\n\nKind regards\n${f.companyName}`,
  },
};
