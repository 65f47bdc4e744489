import type { BaseLogger } from 'pino';
import type { CompanyScope } from '../../core/scope.ts';
import type { MailTransport } from './mail-transport.ts';

/** A stored file as an attachment (the files module's readStoredFile). */
export interface MailAttachment {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** What delivering a mail needs from outside the module: given by the worker (jobs/app-worker.ts), faked in tests. */
export interface MailServices {
  /** SMTP, or null without SMTP_URL: the mail is then kept in the app (status kept). */
  transport: MailTransport | null;
  /** The app's address for links in mail (PUBLIC_URL). */
  publicUrl: string;
  /** The product's sender (MAIL_FROM), for companies whose domain is not verified. */
  productFrom: string;
  /** Signs the click links (mail-keys.ts). */
  clickKey: Uint8Array;
  /** Reads an attached stored file in the mail's company; throws when it is gone. */
  loadAttachment: (scope: CompanyScope, fileId: string) => Promise<MailAttachment>;
  log: Pick<BaseLogger, 'info'>;
}
