import type { CompanyScope } from '../../core/scope.ts';
import type { Job } from '../../jobs/queue.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { renderInvitationMail } from './invitation-mail.ts';
import { renderPasswordResetMail } from './password-reset-mail.ts';

/**
 * Outbox jobs of the kinds invitations used before the email log (their payload the link mail's input): each
 * becomes a logged mail, delivered like any other. Only jobs waiting at the upgrade reach this.
 */
export const legacyLinkMails: Record<string, (input: unknown) => ReturnType<typeof renderInvitationMail>> = {
  invitation_email: renderInvitationMail,
  password_reset: renderPasswordResetMail,
};

export async function requeueLegacyLinkMail(scope: CompanyScope, job: Job): Promise<void> {
  await enqueueMail(scope, legacyLinkMails[job.kind]!(job.payload));
}
