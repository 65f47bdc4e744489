import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CompanyScope } from '../../core/scope.ts';
import { invoiceReminders } from '../../db/tables/index.ts';
import { pdfFormats } from '../../pdf/pdf-formats.ts';
import { removeStoredObjects, storeFile, type FileWrites } from '../files/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { loadPaymentReminderPdf } from './load-payment-reminder-pdf.ts';
import { renderPaymentReminderPdf } from './payment-reminder-pdf.ts';
import { paymentReminderTexts } from './payment-reminder-texts.ts';

const payloadSchema = z.object({ reminderId: z.string().uuid() });

/**
 * The payment_reminder job, in its company's tenant transaction under the reminder's row lock: a reminder whose
 * invoice was paid or credited meanwhile is cancelled (a paid invoice stops its reminders); otherwise its PDF is made
 * and stored (a file of the customer, readable by those who may invoice) and the mail queued, each once, so a job
 * run again after a crash sends one mail. The bytes of a failed run are removed at once (else by the files sweep).
 */
export async function runPaymentReminderJob(scope: CompanyScope, payload: unknown): Promise<void> {
  const { reminderId } = payloadSchema.parse(payload);
  const loaded = await loadPaymentReminderPdf(scope, reminderId).catch(() => null);
  if (!loaded || loaded.reminder.cancelledAt || loaded.reminder.mailMessageId) return;
  const { reminder, invoice, input } = loaded;
  if (invoice.state !== 'issued') {
    await scope.db.update(invoiceReminders).set({ cancelledAt: new Date() }).where(eq(invoiceReminders.id, reminderId));
    return;
  }
  const texts = paymentReminderTexts[input.language];
  const writes: FileWrites = { keys: [] };
  try {
    let pdfFileId = reminder.pdfFileId;
    if (!pdfFileId) {
      const file = await storeFile(
        scope,
        {
          bytes: await renderPaymentReminderPdf(input),
          name: texts.fileName(input.invoice.number, reminder.number),
          purpose: 'reminderPdf',
          customerId: invoice.customerId,
          expect: 'document',
        },
        writes,
      );
      pdfFileId = file.id;
    }
    const format = pdfFormats(input.language);
    const mailMessageId = await enqueueMail(scope, {
      emailType: 'paymentReminder',
      to: reminder.sentTo,
      subject: texts.mailSubject(input.invoice.number, input.company.name),
      text: texts.mailText({
        invoiceNumber: input.invoice.number,
        totalDue: format.money(reminder.totalDue),
        deadline: format.date(reminder.paymentDeadline),
        companyName: input.company.name,
      }),
      language: input.language,
      customerId: invoice.customerId,
      attachmentFileIds: [pdfFileId],
    });
    await scope.db
      .update(invoiceReminders)
      .set({ pdfFileId, mailMessageId })
      .where(eq(invoiceReminders.id, reminderId));
  } catch (error) {
    await removeStoredObjects(writes.keys);
    throw error;
  }
}
