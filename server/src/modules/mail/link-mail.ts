import { z } from 'zod';
import type { NewMail } from './enqueue-mail.ts';

/** What a mail carrying a one-time link (an invitation, a password reset) is made from. */
export const linkMailInput = z.object({
  to: z.string().min(1),
  firstName: z.string().nullable().optional(),
  prefLang: z.enum(['da', 'en']).catch('da'),
  /** The link's path in the app: /invitation/<token>. */
  link: z.string().min(1),
  expiresAt: z.string(),
});
export type LinkMailInput = z.input<typeof linkMailInput>;

export interface LinkMailTexts {
  subject: string;
  body: (name: string, link: string, expires: string) => string;
}

/**
 * A renderer for one kind of link mail, in the person's language: the mail to enqueue, with the link's token as
 * its secret (blanked in the email log once sent). It throws on input of another shape.
 */
export function linkMailRenderer(emailType: string, texts: Record<'da' | 'en', LinkMailTexts>) {
  return (input: unknown): NewMail => {
    const mail = linkMailInput.parse(input);
    const lang = texts[mail.prefLang];
    const expires = new Intl.DateTimeFormat(mail.prefLang === 'da' ? 'da-DK' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(new Date(mail.expiresAt));
    const token = mail.link.split('/').pop()!;
    return {
      emailType,
      to: mail.to,
      subject: lang.subject,
      text: lang.body(mail.firstName ?? mail.to, `{app}${mail.link}`, expires),
      language: mail.prefLang,
      secret: token,
    };
  };
}
