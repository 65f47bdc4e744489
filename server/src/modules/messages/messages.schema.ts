import { builder } from '../../graphql/builder.ts';
import { notFound } from '../../core/errors.ts';
import { tenantScope, type Context } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { listMessageRecipients, listMessages, postMessage, type MessagePerson, type MessageRecord } from './index.ts';

const optionalId = (id: string | number | null | undefined) => (id === null || id === undefined ? null : String(id));

/** A superadmin outside any company has no threads: theirs is NOT_FOUND, as an unknown record is. */
const threadScope = (ctx: Context) => {
  if (!ctx.viewer?.companyId) throw notFound();
  return tenantScope(ctx);
};

const MessageVisibilityRef = builder.enumType('MessageVisibility', {
  values: ['ALL', 'CUSTOMER', 'EMPLOYEE'] as const,
});

const MessagePersonRef = builder.objectRef<MessagePerson>('MessagePerson').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const MessageRef = builder.objectRef<MessageRecord>('Message').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    visitId: t.exposeID('visitId', { nullable: true }),
    customerId: t.exposeID('customerId'),
    visibility: t.field({ type: MessageVisibilityRef, resolve: (m) => m.visibility }),
    recipient: t.field({
      type: MessagePersonRef,
      nullable: true,
      description: 'The employee a private message is for (EMPLOYEE only).',
      resolve: (m) => m.recipient,
    }),
    author: t.field({
      type: MessagePersonRef,
      description: 'Who wrote it; a customer’s login shows the customer’s contact name.',
      resolve: (m) => m.author,
    }),
    authorRole: t.exposeString('authorRole', {
      description: 'The author’s role: administrator, employee, supplier or customer.',
    }),
    body: t.exposeString('body'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    mine: t.exposeBoolean('mine', { description: 'The signed-in person wrote it.' }),
  }),
});

const MessagePageRef = pageRef('MessagePage', MessageRef);

builder.queryField('messages', (t) =>
  t.field({
    type: MessagePageRef,
    description:
      'A visit’s or a customer’s thread (exactly one of the two), oldest first, only the messages the viewer may read.',
    args: { visitId: t.arg.id(), customerId: t.arg.id(), offset: t.arg.int(), limit: t.arg.int() },
    resolve: (_r, args, ctx) =>
      listMessages(threadScope(ctx), {
        visitId: optionalId(args.visitId),
        customerId: optionalId(args.customerId),
        offset: args.offset,
        limit: args.limit,
      }),
  }),
);

builder.queryField('messageRecipients', (t) =>
  t.field({
    type: [MessagePersonRef],
    description:
      'Staff the signed-in person may address a private message to (active administrators, employees, suppliers of the company).',
    resolve: (_r, _a, ctx) => listMessageRecipients(tenantScope(ctx)),
  }),
);

const PostMessageInputRef = builder.inputType('PostMessageInput', {
  fields: (t) => ({
    visitId: t.id({ description: 'Exactly one of visitId and customerId.' }),
    customerId: t.id(),
    visibility: t.field({ type: MessageVisibilityRef, required: true }),
    recipientUserId: t.id(),
    body: t.string({ required: true }),
  }),
});

builder.mutationField('postMessage', (t) =>
  t.field({
    type: MessageRef,
    args: { input: t.arg({ type: PostMessageInputRef, required: true }) },
    resolve: (_r, { input }, ctx) =>
      postMessage(threadScope(ctx), {
        visitId: optionalId(input.visitId),
        customerId: optionalId(input.customerId),
        visibility: input.visibility,
        recipientUserId: optionalId(input.recipientUserId),
        body: input.body,
      }),
  }),
);
