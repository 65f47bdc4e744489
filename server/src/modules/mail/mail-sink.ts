import type { BaseLogger } from 'pino';

/** One mail, rendered. `text` may hold a secret (an invitation link's token): a sink that logs never logs it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is (the outbox kind), for logs and later for templates. */
  kind: string;
}

/** Where mails go: a log until a later issue adds SMTP. */
export interface MailSink {
  send(mail: Mail): Promise<void>;
}

/** Writes each mail's recipient, subject and kind to the log; never its text, which carries the link's token. */
export function logMailSink(log: Pick<BaseLogger, 'info'>): MailSink {
  return {
    async send(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject, kind: mail.kind } }, 'mail delivered (log sink)');
    },
  };
}
