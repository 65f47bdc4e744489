import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpListener {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  /** Every message accepted so far, parsed back (MIME, headers, attachments). */
  received: ParsedMail[];
  /**
   * Decides each message: null accepts it; an SMTP code and message refuses it (4xx temporary, 5xx permanent).
   * Called in the order messages arrive.
   */
  refuse: ((raw: string) => { code: number; message: string } | null) | null;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (the smtp-server package), no auth or TLS, as the tests' mail relay. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const listener: SmtpListener = {
    url: '',
    received: [],
    refuse: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const refusal = listener.refuse?.(raw.toString('utf8')) ?? null;
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        simpleParser(raw).then(
          (parsed) => {
            listener.received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client killed mid-session (the SIGKILL test) resets its connection: the server reports it, the test reads the
  // outcome from what was received.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  listener.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return listener;
}
