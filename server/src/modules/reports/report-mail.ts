import type { CompanyScope } from '../../core/scope.ts';
import { enqueueMail } from '../mail/index.ts';
import type { LoadedReportPdf } from './load-report-pdf-input.ts';
import { reportPdfTexts } from './report-pdf-texts.ts';

/** Queues the mail that carries a report's PDF (email log type `report`), in the customer's language. */
export function enqueueReportMail(
  scope: CompanyScope,
  loaded: LoadedReportPdf,
  mail: { to: string; pdfFileId: string; visitId: string },
): Promise<string> {
  const { language, visit, company } = loaded.input;
  const texts = reportPdfTexts[language];
  return enqueueMail(scope, {
    emailType: 'report',
    to: mail.to,
    subject: texts.mailSubject(visit.caseNumber, company.name),
    text: texts.mailText(visit.caseNumber, company.name),
    language,
    visitId: mail.visitId,
    ...(loaded.customer ? { customerId: loaded.customer.id } : {}),
    attachmentFileIds: [mail.pdfFileId],
  });
}
