import { builder } from '../../graphql/builder.ts';
import { CompanyRef } from '../company/company.schema.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { deleteFile, listFiles, setFileShared, uploadCeilingMb, uploadLimitMb, type FileItem } from './index.ts';

export const FileKindRef = builder.enumType('FileKind', { values: ['image', 'document'] as const });

const StoredFileRef = builder.objectRef<FileItem>('StoredFile').implement({
  description:
    'An uploaded file on a visit or customer. Its bytes are at `url` (and `thumbnailUrl` for an image), served to ' +
    'whoever may see it; uploads are POST /files (docs/decisions/0021-file-storage.md).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: FileKindRef, resolve: (f) => f.kind as 'image' | 'document' }),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    url: t.string({ resolve: (f) => `/files/${f.id}` }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'Null for documents and for images the server cannot decode (HEIC).',
      resolve: (f) => (f.thumbnailKey ? `/files/${f.id}/thumbnail` : null),
    }),
    uploadedByName: t.exposeString('uploadedByName', { nullable: true }),
    mayDelete: t.boolean({
      description: 'Administrators any file, others the files they uploaded.',
      resolve: (f, _a, ctx) => {
        const { actor } = tenantScope(ctx);
        return actor.role === 'administrator' || f.uploadedById === actor.userId;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sharedWithCustomer: t.exposeBoolean('sharedWithCustomer', {
      description: "Shared with the customer it concerns: listed in their portal's documents, downloadable by them.",
    }),
    mayShare: t.boolean({
      description: 'Whether the viewer may share it with the customer or stop sharing it (administrators).',
      resolve: (_f, _a, ctx) => tenantScope(ctx).actor.role === 'administrator',
    }),
  }),
});

const StoredFilePageRef = pageRef('StoredFilePage', StoredFileRef);

builder.queryField('visitFiles', (t) =>
  t.field({
    type: StoredFilePageRef,
    description: "A visit's images or documents, newest first; NOT_FOUND for a visit the viewer does not see.",
    args: {
      visitId: t.arg.id({ required: true }),
      kind: t.arg({ type: FileKindRef, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      listFiles(tenantScope(ctx), { visitId: args.visitId, kind: args.kind, offset: args.offset, limit: args.limit }),
  }),
);

builder.queryField('customerFiles', (t) =>
  t.field({
    type: StoredFilePageRef,
    description: "A customer's images or documents, newest first.",
    args: {
      customerId: t.arg.id({ required: true }),
      kind: t.arg({ type: FileKindRef, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      listFiles(tenantScope(ctx), {
        customerId: args.customerId,
        kind: args.kind,
        offset: args.offset,
        limit: args.limit,
      }),
  }),
);

builder.queryField('materialFiles', (t) =>
  t.field({
    type: StoredFilePageRef,
    description: "A material's (unit's) images or documents, newest first.",
    args: {
      materialId: t.arg.id({ required: true }),
      kind: t.arg({ type: FileKindRef, required: true }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      listFiles(tenantScope(ctx), {
        materialId: args.materialId,
        kind: args.kind,
        offset: args.offset,
        limit: args.limit,
      }),
  }),
);

builder.mutationField('deleteFile', (t) =>
  t.boolean({
    description: 'Administrators any attachment, others their own uploads (FORBIDDEN otherwise).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteFile(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('setFileShared', (t) =>
  t.field({
    type: StoredFileRef,
    description:
      "Shares an attachment with the customer of its visit, customer or unit (their portal's documents), or stops " +
      "sharing it. Administrators; another company's file is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }), shared: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setFileShared(tenantScope(ctx), args.id, args.shared),
  }),
);

builder.objectField(CompanyRef, 'maxUploadMb', (t) =>
  t.int({
    description: `The most a file may weigh in MB (the company's setting, never above ${uploadCeilingMb}).`,
    resolve: (c) => uploadLimitMb(c.maxUploadMb),
  }),
);
