import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSmtpListener, type SmtpListener } from '../server/test/smtp-listener.ts';

/** The mail a worker's server sent: a real SMTP listener (smtp-server) its SMTP_URL points at. */
export interface Mailbox {
  /** smtp://127.0.0.1:<port>, for the worker server's SMTP_URL. */
  url: string;
  /** Every message received so far, parsed (mailparser): from, to, subject, text, html, attachments. */
  received: readonly ParsedMail[];
  /** Waits until a message matching `predicate` has arrived and returns it; fails after `timeoutMs`. */
  waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** The addresses a parsed message went to, lower-case. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

export async function startMailbox(): Promise<Mailbox> {
  const listener: SmtpListener = await startSmtpListener();
  return {
    url: listener.url,
    received: listener.received,
    async waitForMail(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = listener.received.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          const subjects = listener.received.map((m) => `${recipientsOf(m).join(',')}: ${m.subject ?? ''}`);
          throw new Error(`no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(subjects)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50)); // poll interval while the server's worker delivers
      }
    },
    close: () => listener.close(),
  };
}

/**
 * The text of the PDF a mail carries (poppler's pdftotext), after checking it is the one attachment, named
 * `fileName`, and a PDF indeed.
 */
export function pdfAttachmentText(mail: ParsedMail, fileName: string): string {
  expect(mail.attachments.map((a) => a.filename)).toEqual([fileName]);
  const pdf = mail.attachments[0]!.content;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'servio-e2e-pdf-')), 'attachment.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The text of the report PDF a mail carries, named for the visit's case. */
export const reportPdfText = (mail: ParsedMail, caseNumber: number): string =>
  pdfAttachmentText(mail, `Rapport-${caseNumber}.pdf`);
