import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportField } from '@servio/domain';
import { describe, expect, it } from 'vitest';
import { renderReportPdf, type ReportPdfInput } from '../src/modules/reports/report-pdf.ts';
import { solidPng } from './solid-png.ts';

const photoId = '00000000-0000-4000-8000-00000000f001';
const signatureId = '00000000-0000-4000-8000-00000000f002';

const fields: ReportField[] = [
  { id: 'checks', type: 'heading', label: 'Eftersyn af anlæg', required: false },
  {
    id: 'done',
    type: 'checklist',
    label: 'Udført',
    required: true,
    options: ['Filter skiftet', 'Tryk målt', 'Lækagetest'],
  },
  { id: 'state', type: 'choice', label: 'Tilstand', required: false, options: ['God', 'Dårlig'] },
  { id: 'pressure', type: 'number', label: 'Tryk (bar)', required: false },
  { id: 'ok', type: 'yesNo', label: 'Anlægget kører', required: false },
  { id: 'next', type: 'date', label: 'Næste eftersyn', required: false },
  { id: 'note', type: 'longText', label: 'Bemærkninger', required: false },
  { id: 'photos', type: 'photo', label: 'Billeder', required: false },
  { id: 'signature', type: 'signature', label: 'Kundens underskrift', required: false },
];

function input(overrides: Partial<ReportPdfInput> = {}): ReportPdfInput {
  return {
    language: 'da',
    company: { name: 'Køleservice ApS', addressLines: ['Åboulevarden 1', '8000 Aarhus C'], cvr: '12345678' },
    visit: {
      caseNumber: 1042,
      description: 'Årligt eftersyn af varmepumpe',
      customerName: 'Søren Ærø',
      addressLines: ['Strøget 5', '1160 København K'],
      start: new Date('2026-11-24T08:00:00Z'),
      end: new Date('2026-11-24T09:30:00Z'),
      employeeNames: ['Mette Mekaniker'],
    },
    templateName: 'Servicerapport',
    fields,
    values: {
      done: ['Filter skiftet', 'Tryk målt'],
      state: 'God',
      pressure: 2.5,
      ok: true,
      next: '2027-11-24',
      note: 'Filteret var meget snavset; kunden er informeret.',
      photos: [photoId],
      signature: { fileId: signatureId, name: 'Søren Ærø', signedAt: '2026-11-24T09:25:00Z' },
    },
    images: new Map([
      [photoId, solidPng(400, 300, [220, 20, 20])],
      [signatureId, solidPng(300, 100, [20, 20, 200])],
    ]),
    lines: [
      { description: 'Posefilter F7', quantity: 2000, unit: 'stk', unitPrice: 12550, total: 25100, checked: true },
      { description: 'Kølemiddel R32', quantity: 1500, unit: 'kg', unitPrice: 40000, total: 60000, checked: false },
    ],
    showPrices: true,
    showLineCheckboxes: true,
    timeRegistrations: [{ employeeName: 'Mette Mekaniker', date: '2026-11-24', minutes: 90, type: 'Normal' }],
    completedAt: new Date('2026-11-24T09:30:00Z'),
    ...overrides,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'servio-report-pdf-'));

function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A page as pixels (pdftoppm's PPM: a text header, then RGB bytes). */
function pagePixels(bytes: Buffer, name: string, page: number): { width: number; height: number; rgb: Buffer } {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-r', '50', '-f', String(page), '-l', String(page), file, path.join(dir, name)]);
  const ppm = readFileSync(path.join(dir, `${name}-${page}.ppm`));
  const header = ppm.subarray(0, 20).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, rgb: ppm.subarray(ppm.length - width * height * 3) };
}

const countPixels = (rgb: Buffer, match: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < rgb.length; i += 3) if (match(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!)) n++;
  return n;
};

describe('the report PDF', () => {
  it('holds the visit, every answer, the lines with prices and the time, in Danish', async () => {
    const bytes = await renderReportPdf(input());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes, 'da');
    for (const expected of [
      'Køleservice ApS',
      'Åboulevarden 1',
      'CVR 12345678',
      'Servicerapport',
      'Sagsnr.',
      '1042',
      'Søren Ærø',
      'Strøget 5, 1160 København K',
      'Eftersyn af anlæg',
      'Filter skiftet',
      'Tryk målt',
      'Tilstand',
      'God',
      '2,5',
      'Ja',
      '24. november 2027',
      'Filteret var meget snavset; kunden er informeret.',
      'Underskrevet af Søren Ærø',
      'Posefilter F7',
      '125,50 kr.',
      '851,00 kr.',
      'Tidsregistreringer',
      '1,5',
      'Side 1 af',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Lækagetest');
  });

  it('leaves prices out when they may not be shown, and speaks English to an English customer', async () => {
    const text = pdfText(await renderReportPdf(input({ language: 'en', showPrices: false })), 'en');
    expect(text).toContain('Servicerapport');
    expect(text).toContain('Page 1 of');
    expect(text).toContain('Case no.');
    expect(text).toContain('Yes');
    expect(text).toContain('24 November 2027');
    expect(text).toContain('Posefilter F7');
    expect(text).not.toContain('DKK');
    expect(text).not.toContain('125.50');
  });

  it('draws the photo and the signature on the page', async () => {
    const bytes = await renderReportPdf(input());
    const red = countPixels(pagePixels(bytes, 'pixels', 1).rgb, (r, g, b) => r > 180 && g < 60 && b < 60);
    // The signature follows the photos, at the top of page 2.
    const blue = countPixels(pagePixels(bytes, 'pixels', 2).rgb, (r, g, b) => b > 160 && r < 60 && g < 60);
    // At 50 dpi the 250 × 190 pt photo is about 170 × 130 px; the signature 220 × 73 pt about 150 × 50 px.
    expect(red).toBeGreaterThan(10_000);
    expect(blue).toBeGreaterThan(3_000);
    const without = pagePixels(await renderReportPdf(input({ values: {} })), 'no-photos', 1);
    expect(countPixels(without.rgb, (r, g, b) => r > 180 && g < 60 && b < 60)).toBe(0);
  });
});
