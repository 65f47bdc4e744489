/** The payment reminder's PDF and mail words, in the customer's language. */
export interface PaymentReminderTexts {
  title: (number: number) => string;
  date: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  deadline: string;
  customer: string;
  cvr: string;
  body: (invoiceNumber: number, dueDate: string, deadline: string) => string;
  invoiceAmount: string;
  credited: string;
  earlierFees: string;
  fee: string;
  interest: (rate: string, from: string, to: string) => string;
  totalDue: string;
  bankAccount: (regNo: string, accountNo: string) => string;
  paymentReference: (invoiceNumber: number) => string;
  alreadyPaid: string;
  page: (current: number, count: number) => string;
  fileName: (invoiceNumber: number, number: number) => string;
  mailSubject: (invoiceNumber: number, companyName: string) => string;
  mailText: (facts: { invoiceNumber: number; totalDue: string; deadline: string; companyName: string }) => string;
}

export const paymentReminderTexts: Record<'da' | 'en', PaymentReminderTexts> = {
  da: {
    title: (number) => `Rykker nr. ${number}`,
    date: 'Dato',
    invoiceNumber: 'Faktura nr.',
    invoiceDate: 'Fakturadato',
    dueDate: 'Forfaldsdato',
    deadline: 'Betales senest',
    customer: 'Kunde',
    cvr: 'CVR',
    body: (invoice, due, deadline) =>
      `Vi har endnu ikke modtaget betaling af faktura nr. ${invoice}, som forfaldt til betaling ${due}. ` +
      `Vi beder dig betale det skyldige beløb senest ${deadline}.`,
    invoiceAmount: 'Fakturabeløb',
    credited: 'Krediteret',
    earlierFees: 'Tidligere rykkergebyrer',
    fee: 'Rykkergebyr',
    interest: (rate, from, to) => `Renter ${rate} p.a. fra ${from} til ${to}`,
    totalDue: 'Skyldigt beløb i alt DKK',
    bankAccount: (regNo, accountNo) => `Indbetales på reg.nr. ${regNo}, kontonr. ${accountNo}.`,
    paymentReference: (invoice) => `Angiv fakturanummer ${invoice} ved betaling.`,
    alreadyPaid: 'Har du allerede betalt, kan du se bort fra denne rykker. Er du uenig i kravet, så kontakt os.',
    page: (current, count) => `Side ${current} af ${count}`,
    fileName: (invoice, number) => `Rykker-${number}-faktura-${invoice}.pdf`,
    mailSubject: (invoice, company) => `Rykker for faktura nr. ${invoice} fra ${company}`,
    mailText: (f) =>
      `Hej\n\nVi har endnu ikke modtaget betaling af faktura nr. ${f.invoiceNumber}. ` +
      `Det skyldige beløb er ${f.totalDue}, som vi beder dig betale senest ${f.deadline}. ` +
      `Du finder rykkeren vedhæftet som PDF.\n\nHar du allerede betalt, kan du se bort fra denne mail.\n\n` +
      `Med venlig hilsen\n${f.companyName}`,
  },
  en: {
    title: (number) => `Payment reminder no. ${number}`,
    date: 'Date',
    invoiceNumber: 'Invoice no.',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    deadline: 'Pay by',
    customer: 'Customer',
    cvr: 'CVR',
    body: (invoice, due, deadline) =>
      `We have not yet received payment of invoice no. ${invoice}, which was due on ${due}. ` +
      `Please pay the amount owed by ${deadline}.`,
    invoiceAmount: 'Invoice amount',
    credited: 'Credited',
    earlierFees: 'Earlier reminder fees',
    fee: 'Reminder fee',
    interest: (rate, from, to) => `Interest ${rate} a year from ${from} to ${to}`,
    totalDue: 'Total owed DKK',
    bankAccount: (regNo, accountNo) => `Pay to bank reg. no. ${regNo}, account no. ${accountNo}.`,
    paymentReference: (invoice) => `Please state invoice number ${invoice} with your payment.`,
    alreadyPaid:
      'If you have already paid, please disregard this reminder. If you disagree with the claim, contact us.',
    page: (current, count) => `Page ${current} of ${count}`,
    fileName: (invoice, number) => `Reminder-${number}-invoice-${invoice}.pdf`,
    mailSubject: (invoice, company) => `Payment reminder for invoice no. ${invoice} from ${company}`,
    mailText: (f) =>
      `Hello\n\nWe have not yet received payment of invoice no. ${f.invoiceNumber}. ` +
      `The amount owed is ${f.totalDue}; please pay it by ${f.deadline}. ` +
      `You will find the reminder attached as a PDF.\n\nIf you have already paid, please disregard this mail.\n\n` +
      `Kind regards\n${f.companyName}`,
  },
};
