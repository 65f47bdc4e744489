// The mail module's public entry (docs/decisions/0020-mail-delivery.md). Features that mail call enqueueMail only.
export { enqueueMail, mailJobKind, type NewMail } from './enqueue-mail.ts';
export { enqueueMails } from './enqueue-mails.ts';
export { deliverMail, removedSecret } from './deliver-mail.ts';
export { recordMailFailure } from './record-mail-failure.ts';
export { legacyLinkMails, requeueLegacyLinkMail } from './legacy-link-mail.ts';
export { renderInvitationMail } from './invitation-mail.ts';
export { renderPasswordResetMail } from './password-reset-mail.ts';
export { smtpTransport, type MailTransport, type OutgoingMail } from './mail-transport.ts';
export { mailClickKey } from './mail-keys.ts';
export type { MailAttachment, MailServices } from './mail-services.ts';
export {
  listMailMessages,
  mailStatuses,
  type MailListArgs,
  type MailLogEntry,
  type MailStatus,
} from './list-mail-messages.ts';
export { findMailMessage } from './find-mail-message.ts';
export { resendMail } from './resend-mail.ts';
