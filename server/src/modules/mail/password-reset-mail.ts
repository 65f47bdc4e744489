import { linkMailRenderer } from './link-mail.ts';

/** The password reset mail (enqueued by invitations/start-password-reset.ts). */
export const renderPasswordResetMail = linkMailRenderer('passwordReset', {
  da: {
    subject: 'Nulstil din adgangskode til Servio',
    body: (name, link, expires) =>
      `Hej ${name}\n\nDin administrator har bedt om at nulstille din adgangskode til Servio. Vælg en ny her:\n${link}\n\nLinket virker én gang og udløber ${expires}. Din gamle adgangskode virker, indtil du vælger en ny.`,
  },
  en: {
    subject: 'Reset your Servio password',
    body: (name, link, expires) =>
      `Hello ${name}\n\nYour administrator asked to reset your Servio password. Choose a new one here:\n${link}\n\nThe link works once and expires ${expires}. Your old password works until you choose a new one.`,
  },
});
