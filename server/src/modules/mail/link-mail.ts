import { z } from 'zod';
import type { Mail } from './mail-sink.ts';

/** What an operation enqueues for a mail that carries a one-time link (an invitation, a password reset). */
const linkPayload = z.object({
  to: z.string().min(1),
  firstName: z.string().nullable().optional(),
  prefLang: z.enum(['da', 'en']).catch('da'),
  link: z.string().min(1),
  expiresAt: z.string(),
});

export interface LinkMailTexts {
  subject: string;
  body: (name: string, link: string, expires: string) => string;
}

/**
 * A renderer for one kind of link mail, in the person's language. It throws on a payload of another shape (the
 * job then fails).
 */
export function linkMailRenderer(kind: string, texts: Record<'da' | 'en', LinkMailTexts>) {
  return (payload: unknown): Mail => {
    const mail = linkPayload.parse(payload);
    const lang = texts[mail.prefLang];
    const expires = new Intl.DateTimeFormat(mail.prefLang === 'da' ? 'da-DK' : 'en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(new Date(mail.expiresAt));
    return { to: mail.to, subject: lang.subject, text: lang.body(mail.firstName ?? mail.to, mail.link, expires), kind };
  };
}
