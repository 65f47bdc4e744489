import type { FastifyReply } from 'fastify';

/** A PDF rendered for a look (a preview): shown in the browser's viewer, never cached, never sniffed as anything else. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
