import type { ReportTemplateInput } from '@servio/domain';

/**
 * The template a company gets when it needs one and has none (the first report): a plain service report that
 * suits any trade. The field ids are language-neutral so answers compare across companies and versions.
 */
export const builtInReportTemplate: Record<'da' | 'en', ReportTemplateInput> = {
  da: {
    name: 'Servicerapport',
    invoiceVisit: false,
    showLineCheckboxes: true,
    showPrices: false,
    fields: [
      { id: 'work', type: 'heading', label: 'Udført arbejde', required: false },
      { id: 'work-done', type: 'longText', label: 'Beskrivelse af det udførte arbejde', required: true },
      { id: 'follow-up', type: 'yesNo', label: 'Kræver opfølgning', required: false },
      { id: 'remarks', type: 'longText', label: 'Bemærkninger', required: false },
      { id: 'photos', type: 'photo', label: 'Billeder', required: false },
      { id: 'signature', type: 'signature', label: 'Kundens underskrift', required: false },
    ],
  },
  en: {
    name: 'Service report',
    invoiceVisit: false,
    showLineCheckboxes: true,
    showPrices: false,
    fields: [
      { id: 'work', type: 'heading', label: 'Work done', required: false },
      { id: 'work-done', type: 'longText', label: 'Description of the work done', required: true },
      { id: 'follow-up', type: 'yesNo', label: 'Needs follow-up', required: false },
      { id: 'remarks', type: 'longText', label: 'Remarks', required: false },
      { id: 'photos', type: 'photo', label: 'Photos', required: false },
      { id: 'signature', type: 'signature', label: "Customer's signature", required: false },
    ],
  },
};
