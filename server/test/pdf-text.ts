import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PDF's text as poppler's pdftotext reads it, laid out (columns stay on their lines). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'servio-pdf-text-')), 'document.pdf');
  await writeFile(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
