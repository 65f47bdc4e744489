import type { Transporter } from 'nodemailer';
import { loadOnce } from '../../core/load-once.ts';

/** nodemailer, loaded when the first SMTP transport is made rather than at start. */
const loadNodemailer = loadOnce(async () => (await import('nodemailer')).default);

export interface OutgoingMail {
  from: string;
  replyTo: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Stable per mail: a mail sent again after a crash carries the same id, so the receiving side can tell. */
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Where mail leaves the product: SMTP in production, a fake in tests that need no listener. */
export interface MailTransport {
  /** Resolves with the SMTP server's accepted message id; rejects with its refusal (4xx/5xx) or a network error. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL with a pool: connections stay open between mails (no handshake per mail), at most
 * `maxConnections` at once. The URL carries host, port, credentials and smtps:// for TLS.
 */
export function smtpTransport(smtpUrl: string, options: { maxConnections?: number } = {}): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const ready = () =>
    (transporter ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: options.maxConnections ?? 3,
        // A local relay answers in milliseconds; a hung one must not hold the job's transaction for long.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(mail) {
      const info = (await (
        await ready()
      ).sendMail({
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: mail.messageId,
        attachments: mail.attachments,
      })) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}
