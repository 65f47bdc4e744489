import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestViewer } from '../../auth/session.ts';
import { DomainError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { withTenant } from '../../db/tenant.ts';
import type { AppServices, Viewer } from '../../graphql/context.ts';
import { contentDisposition } from './content-disposition.ts';
import { fileStorage, storageFromConfig, useFileStorage } from './current-storage.ts';
import { findReadableFile } from './file-access.ts';
import { megabyte, uploadCeilingMb } from './file-limits.ts';
import { withFileTransaction } from './file-transaction.ts';
import { uploadFile } from './upload-file.ts';

const statusOf: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  UNAVAILABLE: 503,
};

/** A refusal as the web client reads it: the code and details a GraphQL error would carry in its extensions. */
function sendRefusal(reply: FastifyReply, error: DomainError) {
  const status = error.details.reason === 'file.tooLarge' ? 413 : (statusOf[error.code] ?? 400);
  return reply.status(status).send({ error: { code: error.code, ...error.details } });
}

/** Types a browser shows itself (the lightbox's image, a PDF in a new tab); anything else is only downloaded. */
const shownInline = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

interface UploadQuery {
  tab?: string;
  visitId?: string;
  customerId?: string;
  materialId?: string;
  name?: string;
}

/**
 * The documents and images tabs' HTTP side (docs/decisions/0021-file-storage.md).
 *
 * POST /files?tab=images|documents&visitId=…|customerId=…&name=… takes the file as the raw body with Content-Type
 * application/octet-stream. That type, like JSON, cannot be posted cross-site without a preflight (never granted),
 * so uploads are CSRF-safe as GraphQL mutations are; multipart and form posts stay refused (415) everywhere.
 *
 * GET /files/<id> and /files/<id>/thumbnail send a file to a signed-in viewer who may see it (its visit or
 * customer); anyone else, another company's id and any other path are 404, as an unknown file.
 */
export function registerFileRoutes(app: FastifyInstance, services: AppServices): void {
  useFileStorage(storageFromConfig(services.config));

  const viewerScope = (viewer: Viewer, request: FastifyRequest, db: TenantScope['db']): TenantScope => ({
    db,
    companyId: viewer.companyId!,
    actor: viewer,
    clientAddress: request.ip,
  });

  void app.register(async (files) => {
    // Only here: the rest of the app still parses JSON alone.
    files.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    files.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
      if (error instanceof DomainError) return sendRefusal(reply, error);
      if (error.statusCode === 413) {
        return reply
          .status(413)
          .send({ error: { code: 'BAD_USER_INPUT', field: 'file', reason: 'file.tooLarge', maxMb: uploadCeilingMb } });
      }
      if (error.statusCode && error.statusCode < 500) return reply.send(error);
      request.log.error(error, 'file request failed');
      return reply.status(500).send({ error: { code: 'INTERNAL_SERVER_ERROR' } });
    });

    files.post<{ Querystring: UploadQuery; Body: Buffer | undefined }>('/files', {
      bodyLimit: uploadCeilingMb * megabyte,
      // Nobody unknown makes the server read 25 MB: the session is checked before the body.
      onRequest: async (request, reply) => {
        const viewer = await requestViewer(services, request);
        if (!viewer?.companyId) return reply.status(401).send({ error: { code: 'UNAUTHENTICATED' } });
      },
      handler: async (request, reply) => {
        const viewer = (await requestViewer(services, request))!;
        // A repeated parameter arrives as an array: only a single text counts.
        const [tab, visitId, customerId, materialId, name] = (
          ['tab', 'visitId', 'customerId', 'materialId', 'name'] as const
        ).map((key) => {
          const value: unknown = request.query[key];
          return typeof value === 'string' ? value : undefined;
        });
        // Exactly one owner: a visit, a customer or a material.
        if (
          (tab !== 'images' && tab !== 'documents') ||
          [visitId, customerId, materialId].filter(Boolean).length !== 1
        ) {
          return reply
            .status(400)
            .send({ error: { code: 'BAD_USER_INPUT', field: 'file', reason: 'file.badRequest' } });
        }
        const owner = visitId ? { visitId } : materialId ? { materialId } : { customerId: customerId! };
        const file = await withFileTransaction(
          services.database.db,
          { companyId: viewer.companyId!, userId: viewer.userId },
          (tx, writes) =>
            uploadFile(
              viewerScope(viewer, request, tx),
              { ...owner, tab, name: name ?? '', bytes: request.body ?? Buffer.alloc(0) },
              writes,
            ),
        );
        return reply.status(201).send({
          file: { id: file.id, name: file.name, kind: file.kind, mimeType: file.mimeType, size: file.size },
        });
      },
    });

    const download = (variant: 'file' | 'thumbnail') =>
      async function (
        request: FastifyRequest<{ Params: { id: string }; Querystring: { download?: string } }>,
        reply: FastifyReply,
      ) {
        const viewer = await requestViewer(services, request);
        const notFound = () => reply.status(404).send({ error: 'not_found' });
        if (!viewer?.companyId) return notFound();
        const file = await withTenant(
          services.database.db,
          { companyId: viewer.companyId, userId: viewer.userId },
          (tx) => findReadableFile(viewerScope(viewer, request, tx), request.params.id),
        ).catch((error: unknown) => {
          if (error instanceof DomainError) return null;
          throw error;
        });
        const key = variant === 'file' ? file?.storageKey : file?.thumbnailKey;
        if (!file || !key) return notFound();
        const body = await fileStorage()
          .stream(key)
          .catch(() => null);
        if (!body) {
          request.log.error({ fileId: file.id, variant }, 'a stored file has no bytes');
          return notFound();
        }
        const type = variant === 'file' ? file.mimeType : 'image/webp';
        const inline = variant === 'thumbnail' || (shownInline.has(type) && request.query.download === undefined);
        return (
          reply
            .header('content-type', type)
            .header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'))
            .header('x-content-type-options', 'nosniff')
            // The viewer's own: no shared cache keeps it; the id's bytes never change, so the browser may reuse them.
            .header('cache-control', 'private, max-age=3600')
            .send(body)
        );
      };
    files.get('/files/:id', download('file'));
    files.get('/files/:id/thumbnail', download('thumbnail'));
  });
}
