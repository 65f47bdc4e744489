import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadOnce } from '../core/load-once.ts';

/**
 * pdfmake on the server (decisions 0023): every PDF the product makes (reports, invoices) is a document definition
 * rendered here; no headless browser, which production hosts lack. Fonts and access policies are set once, as
 * pdfmake's server build is CommonJS with a module-level instance: the renderer fetches nothing, both policies
 * refuse every URL and file outside pdfmake's own fonts, and images arrive as bytes (`dataUrl`). Loaded at the first
 * PDF, not at start.
 */
const loadPdfmake = loadOnce(async () => {
  const require = createRequire(import.meta.url);
  const pdfmake = require('pdfmake') as typeof import('pdfmake');
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pdfmake.setFonts({
    Roboto: {
      normal: path.join(fontDir, 'Roboto-Regular.ttf'),
      bold: path.join(fontDir, 'Roboto-Medium.ttf'),
      italics: path.join(fontDir, 'Roboto-Italic.ttf'),
      bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));
  return pdfmake;
});

/** The PDF's bytes. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return (await loadPdfmake()).createPdf(document).getBuffer();
}

/** Image bytes as pdfmake embeds them: PNG (starts with \x89PNG) or JPEG, the two pdfImage writes. */
export const dataUrl = (bytes: Buffer) => {
  const mime = bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : 'image/jpeg';
  return `data:${mime};base64,${bytes.toString('base64')}`;
};
