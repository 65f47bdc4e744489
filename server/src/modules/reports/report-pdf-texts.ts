import type { HourType } from '@servio/domain';

/** The report PDF's own words, in the customer's language (the fields' labels are the template's). */
export interface ReportPdfTexts {
  caseNumber: string;
  customer: string;
  address: string;
  time: string;
  employees: string;
  materials: string;
  quantity: string;
  unitPrice: string;
  total: string;
  done: string;
  timeRegistrations: string;
  hours: string;
  yes: string;
  no: string;
  signature: string;
  signedBy: (name: string, at: string) => string;
  completed: (at: string) => string;
  page: (current: number, count: number) => string;
  cvr: string;
  /** The hour types' names in the time registrations' table. */
  hourTypes: Record<HourType, string>;
  /** The stored PDF's name (the visit's documents tab, the mail's attachment). */
  fileName: (caseNumber: number) => string;
  /** The mail that carries the PDF. */
  mailSubject: (caseNumber: number, companyName: string) => string;
  mailText: (caseNumber: number, companyName: string) => string;
}

export const reportPdfTexts: Record<'da' | 'en', ReportPdfTexts> = {
  da: {
    caseNumber: 'Sagsnr.',
    customer: 'Kunde',
    address: 'Adresse',
    time: 'Tidspunkt',
    employees: 'Udført af',
    materials: 'Materialer',
    quantity: 'Antal',
    unitPrice: 'Stykpris',
    total: 'I alt',
    done: 'Udført',
    timeRegistrations: 'Tidsregistreringer',
    hours: 'Timer',
    yes: 'Ja',
    no: 'Nej',
    signature: 'Underskrift',
    signedBy: (name, at) => `Underskrevet af ${name} ${at}`,
    completed: (at) => `Rapporten blev afsluttet ${at}`,
    page: (current, count) => `Side ${current} af ${count}`,
    cvr: 'CVR',
    hourTypes: {
      regular: 'Normal tid',
      overtime: 'Overarbejde',
      driving: 'Kørsel (tid)',
      sick: 'Sygdom',
      vacation: 'Ferie',
      calendar_holiday: 'Helligdag',
      counterbalance_overtime: 'Afspadsering',
      accord: 'Akkord',
    },
    fileName: (caseNumber) => `Rapport-${caseNumber}.pdf`,
    mailSubject: (caseNumber, company) => `Rapport for sag ${caseNumber} fra ${company}`,
    mailText: (caseNumber, company) =>
      `Hej\n\nHer er rapporten for sag ${caseNumber}. Du finder den vedhæftet som PDF.\n\nMed venlig hilsen\n${company}`,
  },
  en: {
    caseNumber: 'Case no.',
    customer: 'Customer',
    address: 'Address',
    time: 'Time',
    employees: 'Carried out by',
    materials: 'Materials',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    done: 'Done',
    timeRegistrations: 'Time registrations',
    hours: 'Hours',
    yes: 'Yes',
    no: 'No',
    signature: 'Signature',
    signedBy: (name, at) => `Signed by ${name} ${at}`,
    completed: (at) => `The report was completed ${at}`,
    page: (current, count) => `Page ${current} of ${count}`,
    cvr: 'CVR',
    hourTypes: {
      regular: 'Regular time',
      overtime: 'Overtime',
      driving: 'Driving (time)',
      sick: 'Sick',
      vacation: 'Vacation',
      calendar_holiday: 'Public holiday',
      counterbalance_overtime: 'Time off in lieu',
      accord: 'Piecework',
    },
    fileName: (caseNumber) => `Report-${caseNumber}.pdf`,
    mailSubject: (caseNumber, company) => `Report for case ${caseNumber} from ${company}`,
    mailText: (caseNumber, company) =>
      `Hello\n\nHere is the report for case ${caseNumber}. You will find it attached as a PDF.\n\nKind regards\n${company}`,
  },
};
