import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { ReportField } from '@servio/domain';
import { renderReportPdf } from '../server/src/modules/reports/report-pdf.ts';
import { median, requireProductionMode, type BenchResult } from './lib.ts';

const photoCount = 10;
const rounds = 10;

/** A phone photo as the browser's resize uploads it: 1600 × 1200 JPEG of noisy content (~0.5 MB, not a flat colour). */
async function photo(seed: number): Promise<Buffer> {
  const width = 400;
  const height = 300;
  const noise = randomBytes(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) noise[i] = (noise[i]! + seed * 25) % 256;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(1600, 1200, { kernel: 'nearest' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * The report PDF with 10 photos (issue #16, target under 1.5 s): a service report's fields, ten photos of a phone's
 * size, two lines and a signature, rendered `rounds` times in the server's process; the median.
 */
export async function benchReportPdf(): Promise<BenchResult[]> {
  requireProductionMode('report-pdf');
  const ids = Array.from(
    { length: photoCount },
    (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  );
  const signatureId = '00000000-0000-4000-8000-0000000000ff';
  const images = new Map<string, Buffer>(await Promise.all(ids.map(async (id, i) => [id, await photo(i)] as const)));
  images.set(signatureId, await photo(99));
  const fields: ReportField[] = [
    { id: 'state', type: 'choice', label: 'Anlæggets tilstand', required: true, options: ['God', 'Dårlig'] },
    { id: 'note', type: 'longText', label: 'Bemærkninger', required: false },
    { id: 'photos', type: 'photo', label: 'Billeder', required: false },
    { id: 'signature', type: 'signature', label: 'Kundens underskrift', required: true },
  ];
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < rounds + 1; round++) {
    const started = performance.now();
    const pdf = await renderReportPdf({
      language: 'da',
      company: { name: 'Køleservice ApS', addressLines: ['Åboulevarden 1', '8000 Aarhus C'], cvr: '12345678' },
      visit: { caseNumber: 1042, customerName: 'Søren Ærø', addressLines: ['Strøget 5'], employeeNames: ['Mette'] },
      templateName: 'Servicerapport',
      fields,
      values: {
        state: 'God',
        note: 'Filteret var meget snavset.',
        photos: ids,
        signature: { fileId: signatureId, name: 'Søren Ærø', signedAt: new Date().toISOString() },
      },
      images,
      lines: [{ description: 'Posefilter F7', quantity: 2000, unit: 'stk', unitPrice: 12550, total: 25100 }],
      showPrices: true,
      showLineCheckboxes: false,
      completedAt: new Date(),
    });
    // The first round warms pdfmake's font cache up.
    if (round > 0) times.push(performance.now() - started);
    bytes = pdf.length;
  }
  console.log(`report pdf bench: ${photoCount} photos, ${Math.round(bytes / 1024)} KB PDF`);
  return [
    {
      name: 'reports.pdf_10_photos_median',
      value: Math.round(median(times)),
      unit: 'ms',
      target: '< 1500',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./lib.ts');
  printTable(await benchReportPdf());
}
