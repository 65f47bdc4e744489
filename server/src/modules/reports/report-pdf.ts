import type { ReportAnswer, ReportField, ReportSignature, ReportValues } from '@servio/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterheadContent, pdfStyles, type Letterhead } from '../../pdf/letterhead.ts';
import { pdfFormats, type PdfFormats } from '../../pdf/pdf-formats.ts';
import { dataUrl, renderPdf } from '../../pdf/pdfmake.ts';
import { reportPdfTexts, type ReportPdfTexts } from './report-pdf-texts.ts';

/**
 * The report as a PDF (issue #16), made with pdfmake on the server: no headless browser, which production hosts
 * lack. In the customer's language: the company's logo and address, the visit, the template's fields with their
 * answers, the photos, the lines (prices only when the caller allows: the template's showPrices and the customer's
 * showPricesInReport), the time registrations when the visit shows them, and the signature. Images arrive as bytes
 * (JPEG or PNG, resized by pdfImage); the renderer fetches nothing (pdf/pdfmake.ts).
 */

export interface ReportPdfLine {
  description: string;
  /** Thousandths of the unit. */
  quantity: number;
  unit: string;
  /** Øre; left out when prices are not shown. */
  unitPrice?: number | null;
  total?: number | null;
  /** showLineCheckboxes: ticked off on the report. */
  checked?: boolean | null;
}

export interface ReportPdfTimeRegistration {
  employeeName: string;
  date: string;
  minutes: number;
  type: string;
}

export interface ReportPdfInput {
  language: 'da' | 'en';
  company: Letterhead;
  visit: {
    caseNumber: number;
    description?: string | null;
    customerName?: string | null;
    addressLines: string[];
    start?: Date | null;
    end?: Date | null;
    employeeNames: string[];
  };
  templateName: string;
  fields: readonly ReportField[];
  values: ReportValues;
  /** The photos' and the signature's bytes, by stored file id. */
  images: ReadonlyMap<string, Buffer>;
  lines?: ReportPdfLine[] | null;
  showPrices: boolean;
  showLineCheckboxes: boolean;
  timeRegistrations?: ReportPdfTimeRegistration[] | null;
  completedAt?: Date | null;
}

type Margin = [number, number, number, number];

function answerContent(
  field: ReportField,
  answer: ReportAnswer | undefined,
  input: ReportPdfInput,
  texts: ReportPdfTexts,
  format: PdfFormats,
): Content {
  if (answer === undefined || answer === null || (Array.isArray(answer) && answer.length === 0)) {
    return { text: '—', style: 'muted' };
  }
  switch (field.type) {
    case 'yesNo':
      return { text: answer ? texts.yes : texts.no };
    case 'number':
      return { text: format.number(answer as number) };
    case 'date':
      return { text: format.date(answer as string) };
    case 'checklist':
      return { ul: (answer as string[]).map((option) => ({ text: option })) };
    case 'tag':
      // A multiselect tag's options, a checkbox tag's yes or no, else its text.
      if (Array.isArray(answer)) return { text: answer.join(', ') };
      return { text: typeof answer === 'boolean' ? (answer ? texts.yes : texts.no) : String(answer) };
    case 'photo': {
      const images = (answer as string[]).flatMap((id) => {
        const bytes = input.images.get(id);
        return bytes
          ? [{ image: dataUrl(bytes), fit: [250, 190] as [number, number], margin: [0, 0, 8, 8] as Margin }]
          : [];
      });
      // Two photos a row.
      const rows: Content[] = [];
      for (let i = 0; i < images.length; i += 2) rows.push({ columns: images.slice(i, i + 2), columnGap: 8 });
      return { stack: rows };
    }
    case 'signature': {
      const signature = answer as ReportSignature;
      const bytes = input.images.get(signature.fileId);
      return {
        stack: [
          ...(bytes
            ? [{ image: dataUrl(bytes), fit: [220, 90] as [number, number], margin: [0, 0, 0, 4] as Margin }]
            : []),
          { text: texts.signedBy(signature.name, format.dateTime(new Date(signature.signedAt))), style: 'muted' },
        ],
      };
    }
    default:
      return { text: String(answer) };
  }
}

function fieldsContent(input: ReportPdfInput, texts: ReportPdfTexts, format: PdfFormats): Content[] {
  return input.fields.map((field) =>
    field.type === 'heading'
      ? { text: field.label, style: 'heading', margin: [0, 12, 0, 4] }
      : {
          stack: [
            { text: field.label, style: 'label' },
            answerContent(field, input.values[field.id], input, texts, format),
          ],
          margin: [0, 0, 0, 8],
          unbreakable: field.type !== 'photo',
        },
  );
}

/** A drawn checkbox, ticked or not (the fonts have no ballot-box glyphs). */
function checkbox(checked: boolean): Content {
  const box = { type: 'rect' as const, x: 0, y: 1, w: 9, h: 9, lineWidth: 0.8, lineColor: '#334155' };
  const tick = {
    type: 'polyline' as const,
    lineWidth: 1.4,
    lineColor: '#0f766e',
    points: [
      { x: 2, y: 5.5 },
      { x: 4, y: 8 },
      { x: 8, y: 2.5 },
    ],
  };
  return { canvas: checked ? [box, tick] : [box] };
}

function linesContent(input: ReportPdfInput, texts: ReportPdfTexts, format: PdfFormats): Content[] {
  const lines = input.lines ?? [];
  if (lines.length === 0) return [];
  const header = [
    ...(input.showLineCheckboxes ? [{ text: texts.done, style: 'tableHeader' }] : []),
    { text: texts.materials, style: 'tableHeader' },
    { text: texts.quantity, style: 'tableHeader', alignment: 'right' as const },
    ...(input.showPrices
      ? [
          { text: texts.unitPrice, style: 'tableHeader', alignment: 'right' as const },
          { text: texts.total, style: 'tableHeader', alignment: 'right' as const },
        ]
      : []),
  ];
  const body = lines.map((line) => [
    ...(input.showLineCheckboxes ? [checkbox(Boolean(line.checked))] : []),
    { text: line.description },
    { text: `${format.quantity(line.quantity)} ${line.unit}`, alignment: 'right' as const },
    ...(input.showPrices
      ? [
          { text: format.money(line.unitPrice), alignment: 'right' as const },
          { text: format.money(line.total), alignment: 'right' as const },
        ]
      : []),
  ]);
  const widths = [
    ...(input.showLineCheckboxes ? ['auto'] : []),
    '*',
    'auto',
    ...(input.showPrices ? ['auto', 'auto'] : []),
  ];
  const content: Content[] = [
    { text: texts.materials, style: 'heading', margin: [0, 12, 0, 4] },
    { table: { headerRows: 1, widths, body: [header, ...body] }, layout: 'lightHorizontalLines' },
  ];
  if (input.showPrices) {
    const sum = lines.reduce((total, line) => total + (line.total ?? 0), 0);
    content.push({
      text: `${texts.total}: ${format.money(sum)}`,
      alignment: 'right',
      bold: true,
      margin: [0, 4, 0, 0],
    });
  }
  return content;
}

function timeContent(input: ReportPdfInput, texts: ReportPdfTexts, format: PdfFormats): Content[] {
  const registrations = input.timeRegistrations ?? [];
  if (registrations.length === 0) return [];
  return [
    { text: texts.timeRegistrations, style: 'heading', margin: [0, 12, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto'],
        body: [
          [
            { text: texts.employees, style: 'tableHeader' },
            { text: texts.time, style: 'tableHeader' },
            { text: '', style: 'tableHeader' },
            { text: texts.hours, style: 'tableHeader', alignment: 'right' },
          ],
          ...registrations.map((r) => [
            r.employeeName,
            format.date(r.date),
            r.type,
            { text: format.hours(r.minutes), alignment: 'right' as const },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The document definition (exported for tests that look at the structure rather than the bytes). */
export function reportDocument(input: ReportPdfInput): TDocumentDefinitions {
  const texts = reportPdfTexts[input.language];
  const format = pdfFormats(input.language);
  const { company, visit } = input;
  const when =
    visit.start && visit.end
      ? `${format.dateTime(visit.start)} – ${format.dateTime(visit.end)}`
      : visit.start
        ? format.dateTime(visit.start)
        : '—';
  const facts: [string, string][] = [
    [texts.caseNumber, String(visit.caseNumber)],
    [texts.customer, visit.customerName ?? '—'],
    [texts.address, visit.addressLines.join(', ') || '—'],
    [texts.time, when],
    [texts.employees, visit.employeeNames.join(', ') || '—'],
  ];
  return {
    info: { title: `${input.templateName} ${visit.caseNumber}`, author: company.name, creator: 'Servio' },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: pdfStyles,
    footer: (current, count) => ({
      text: texts.page(current, count),
      alignment: 'center',
      style: 'muted',
      fontSize: 8,
    }),
    content: [
      letterheadContent(company, texts.cvr),
      { text: input.templateName, style: 'title' },
      ...(visit.description ? [{ text: visit.description, margin: [0, 2, 0, 0] as Margin }] : []),
      {
        table: { widths: ['auto', '*'], body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: 'noBorders',
        margin: [0, 8, 0, 8],
      },
      ...fieldsContent(input, texts, format),
      ...linesContent(input, texts, format),
      ...timeContent(input, texts, format),
      ...(input.completedAt
        ? [
            {
              text: texts.completed(format.dateTime(input.completedAt)),
              style: 'muted',
              margin: [0, 16, 0, 0] as Margin,
            },
          ]
        : []),
    ],
  };
}

/** The report's PDF bytes. */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  return renderPdf(reportDocument(input));
}
