import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { FileKindRef } from './files.schema.ts';
import { myDocuments, type MyDocument, type MyDocumentOwner } from './index.ts';

// The customer portal's own view of a shared file: a whitelist, nothing of who uploaded it or where it is stored.
const MyDocumentOwnerKindRef = builder.enumType('MyDocumentOwnerKind', {
  values: { VISIT: { value: 'visit' }, CUSTOMER: { value: 'customer' }, MATERIAL: { value: 'material' } } as const,
});

const MyDocumentOwnerRef = builder.objectRef<MyDocumentOwner>('MyDocumentOwner').implement({
  description: 'What a shared file hangs on: a visit, one of the customers, or a unit of equipment.',
  fields: (t) => ({
    kind: t.field({ type: MyDocumentOwnerKindRef, resolve: (o) => o.kind }),
    id: t.exposeID('id'),
    label: t.exposeString('label', {
      description: "A visit's case number, a customer's name, or a unit's name (else its model).",
    }),
  }),
});

const MyDocumentRef = builder.objectRef<MyDocument>('MyDocument').implement({
  description: "A file the office shared with a customer's login (the portal's documents).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: FileKindRef, resolve: (d) => d.kind }),
    contentType: t.exposeString('mimeType'),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    attachedTo: t.field({ type: MyDocumentOwnerRef, resolve: (d) => d.attachedTo }),
    url: t.string({ description: 'The download (GET /files/<id>).', resolve: (d) => `/files/${d.id}` }),
  }),
});

const MyDocumentPageRef = pageRef('MyDocumentPage', MyDocumentRef);

builder.queryField('myDocuments', (t) =>
  t.field({
    type: MyDocumentPageRef,
    description:
      "The files shared with a customer's login (the portal): on its customers, their visits and their units, newest first.",
    args: { offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) => myDocuments(tenantScope(ctx), args),
  }),
);
