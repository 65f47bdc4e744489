import { z } from 'zod';
import type { Mail } from './mail-sink.ts';

/** What invitations.service.ts puts in the outbox for an `invitation_email`. */
const invitationPayload = z.object({
  to: z.string().min(1),
  firstName: z.string().nullable().optional(),
  prefLang: z.enum(['da', 'en']).catch('da'),
  link: z.string().min(1),
  expiresAt: z.string(),
});

const texts = {
  da: {
    subject: 'Din invitation til Servio',
    body: (name: string, link: string, expires: string) =>
      `Hej ${name}\n\nDu er inviteret til Servio. Vælg din adgangskode her:\n${link}\n\nLinket virker én gang og udløber ${expires}.`,
  },
  en: {
    subject: 'Your invitation to Servio',
    body: (name: string, link: string, expires: string) =>
      `Hello ${name}\n\nYou are invited to Servio. Choose your password here:\n${link}\n\nThe link works once and expires ${expires}.`,
  },
};

/** The invitation mail in the person's language. Throws on a payload that is not an invitation (the job then fails). */
export function renderInvitationMail(payload: unknown): Mail {
  const invitation = invitationPayload.parse(payload);
  const lang = texts[invitation.prefLang];
  const expires = new Intl.DateTimeFormat(invitation.prefLang === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(invitation.expiresAt));
  return {
    to: invitation.to,
    subject: lang.subject,
    text: lang.body(invitation.firstName ?? invitation.to, invitation.link, expires),
    kind: 'invitation_email',
  };
}
