import type { ReportField } from '@servio/domain';
import type { Db } from '../client.ts';
import { reportTemplates, reportTemplateVersions } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The demo's report templates have fixed ids (4600–4619), so tests can name them. */
export const demoReportTemplateIds = {
  /** Serviceeftersyn ventilation: the default, version 1. */
  service: seedId(4600),
  /** Kølemiddelkontrol: not the default. */
  refrigerant: seedId(4601),
} as const;

/** A service check of a ventilation unit, as an HVAC firm fills it in on site. */
const serviceFields: ReportField[] = [
  { id: 'anlaeg', type: 'heading', label: 'Anlæg', required: false },
  { id: 'anlaegstype', type: 'text', label: 'Anlægstype og placering', required: false },
  { id: 'prioritet', type: 'tag', label: 'Prioritet', required: false, tagId: seedId(300) },
  { id: 'kontrol', type: 'heading', label: 'Udført kontrol', required: false },
  {
    id: 'kontrolpunkter',
    type: 'checklist',
    label: 'Kontrolpunkter',
    help: 'Sæt flueben ved det, der er gjort',
    required: true,
    options: ['Filtre skiftet', 'Remme kontrolleret', 'Kondensafløb renset', 'Spjæld kontrolleret', 'Rotor rengjort'],
  },
  {
    id: 'tilstand',
    type: 'choice',
    label: 'Anlæggets tilstand',
    required: true,
    options: ['God', 'Acceptabel', 'Bør udbedres', 'Kritisk'],
  },
  { id: 'tryk', type: 'number', label: 'Trykfald over filter (Pa)', required: false },
  { id: 'naeste-service', type: 'date', label: 'Næste service', required: false },
  { id: 'bemaerkninger', type: 'longText', label: 'Bemærkninger', required: false },
  { id: 'billeder', type: 'photo', label: 'Billeder', required: false },
  { id: 'underskrift', type: 'signature', label: 'Kundens underskrift', required: true },
];

const refrigerantFields: ReportField[] = [
  { id: 'koelemiddel', type: 'choice', label: 'Kølemiddel', required: true, options: ['R32', 'R410A', 'R290'] },
  { id: 'fyldning', type: 'number', label: 'Fyldning (kg)', required: true },
  { id: 'taet', type: 'yesNo', label: 'Tæthedsprøvet uden fund', required: true },
  { id: 'underskrift', type: 'signature', label: 'Kundens underskrift', required: false },
];

export async function seedDemoReportTemplates(db: Db, companyId: string, createdById: string): Promise<void> {
  await db.insert(reportTemplates).values([
    { id: demoReportTemplateIds.service, companyId, name: 'Serviceeftersyn ventilation', isDefault: true },
    { id: demoReportTemplateIds.refrigerant, companyId, name: 'Kølemiddelkontrol' },
  ]);
  await db.insert(reportTemplateVersions).values([
    {
      companyId,
      templateId: demoReportTemplateIds.service,
      number: 1,
      name: 'Serviceeftersyn ventilation',
      fields: serviceFields,
      invoiceVisit: true,
      showLineCheckboxes: true,
      createdById,
    },
    {
      companyId,
      templateId: demoReportTemplateIds.refrigerant,
      number: 1,
      name: 'Kølemiddelkontrol',
      fields: refrigerantFields,
      createdById,
    },
  ]);
}
