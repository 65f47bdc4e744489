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
  },
};
