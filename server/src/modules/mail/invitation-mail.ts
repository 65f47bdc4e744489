import { linkMailRenderer } from './link-mail.ts';

/** The invitation mail (enqueued by invitations/create-invitation.ts). */
export const renderInvitationMail = linkMailRenderer('invitation', {
  da: {
    subject: 'Din invitation til Servio',
    body: (name, link, expires) =>
      `Hej ${name}\n\nDu er inviteret til Servio. Vælg din adgangskode her:\n${link}\n\nLinket virker én gang og udløber ${expires}.`,
  },
  en: {
    subject: 'Your invitation to Servio',
    body: (name, link, expires) =>
      `Hello ${name}\n\nYou are invited to Servio. Choose your password here:\n${link}\n\nThe link works once and expires ${expires}.`,
  },
});
