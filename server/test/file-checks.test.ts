import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/modules/files/content-disposition.ts';
import { cleanFileName } from '../src/modules/files/file-name.ts';
import { detectFile } from '../src/modules/files/file-kind.ts';
import { jpegSample, pdfSample, pngSample, svgWithScript } from './file-samples.ts';

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { details?: { reason?: string } }) => error.details?.reason,
  );

describe('file names', () => {
  it('keeps the last segment of any path, without control characters, overrides or quotes', () => {
    expect(cleanFileName('../../x')).toBe('x');
    expect(cleanFileName('C:\\Users\\mads\\Tilbud.pdf')).toBe('Tilbud.pdf');
    expect(cleanFileName('a/b/\u0000rap\u0007port\u202egpj.pdf')).toBe('rapportgpj.pdf');
    expect(cleanFileName('"quoted".pdf')).toBe('quoted.pdf');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName('/')).toBe('file');
    expect(cleanFileName('.hidden.pdf')).toBe('hidden.pdf');
  });

  it('shortens a long name but keeps its extension', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('names a download in ASCII and in UTF-8', () => {
    expect(contentDisposition('Tilbud æøå.pdf', 'attachment')).toBe(
      `attachment; filename="Tilbud ___.pdf"; filename*=UTF-8''Tilbud%20%C3%A6%C3%B8%C3%A5.pdf`,
    );
    expect(contentDisposition("it's (1).pdf", 'inline')).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});

describe('file kinds, from the content', () => {
  it('sorts images and documents', async () => {
    expect(await detectFile(await jpegSample(80, 60), 'foto.jpg')).toEqual({ kind: 'image', mimeType: 'image/jpeg' });
    expect(await detectFile(await pngSample(), 'Skærmbillede')).toEqual({ kind: 'image', mimeType: 'image/png' });
    expect(await detectFile(pdfSample(), 'Scan 2024.03.01')).toEqual({ kind: 'document', mimeType: 'application/pdf' });
  });

  it('refuses what is not allowed and what its name misdescribes', async () => {
    expect(await reasonOf(detectFile(svgWithScript(), 'logo.svg'))).toBe('file.typeNotAllowed');
    expect(await reasonOf(detectFile(Buffer.from('hej'), 'noter.txt'))).toBe('file.typeNotAllowed');
    expect(await reasonOf(detectFile(Buffer.from('not a pdf'), 'faktura.pdf'))).toBe('file.contentMismatch');
    expect(await reasonOf(detectFile(pdfSample(), 'foto.jpeg'))).toBe('file.contentMismatch');
    expect(await reasonOf(detectFile(pdfSample(), 'side.html'))).toBe('file.contentMismatch');
    expect(await reasonOf(detectFile(await pngSample(), 'billede.jpg'))).toBe('file.contentMismatch');
  });
});
