import { builder } from '../../graphql/builder.ts';
import { tenantScope, type Context } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import type { MailMessageRow } from '../../db/tables/index.ts';
import { findMailMessage, listMailMessages, mailStatuses, resendMail, type MailLogEntry } from './index.ts';

const MailStatusRef = builder.enumType('MailStatus', {
  description:
    'queued: waiting to go; sent; failed: will be tried again; dead: gave up (send again); kept: no SMTP_URL, kept in the app.',
  values: mailStatuses,
});

/** A log entry; its bodies are read on asking (the list leaves them out, one mail has them). */
type MailMessageShape = MailLogEntry & Partial<Pick<MailMessageRow, 'textBody' | 'htmlBody'>>;

const bodyOf = async (m: MailMessageShape, ctx: Context, body: 'textBody' | 'htmlBody') =>
  m[body] !== undefined ? m[body] : (await findMailMessage(tenantScope(ctx), m.id))[body];

const MailMessageRef = builder.objectRef<MailMessageShape>('MailMessage').implement({
  description:
    'One mail of the email log (spec: from, to, subject, emailType, status, seen/not_seen, clicked/not_clicked).',
  fields: (t) => ({
    id: t.exposeID('id'),
    emailType: t.exposeString('emailType'),
    fromAddress: t.exposeString('fromAddress'),
    replyTo: t.exposeString('replyTo', { nullable: true }),
    toAddress: t.exposeString('toAddress'),
    subject: t.exposeString('subject'),
    customerId: t.exposeID('customerId', { nullable: true }),
    visitId: t.exposeID('visitId', { nullable: true }),
    status: t.field({ type: MailStatusRef, resolve: (m) => m.status as (typeof mailStatuses)[number] }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    tracked: t.boolean({
      description: 'Open and click tracking was on for this mail (the company tracked when it was queued).',
      resolve: (m) => m.trackingToken !== null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    seenAt: t.expose('seenAt', { type: 'DateTime', nullable: true, description: 'The spec seen (null: not_seen).' }),
    clickedAt: t.expose('clickedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The spec clicked (null: not_clicked).',
    }),
    textBody: t.string({ nullable: true, resolve: (m, _a, ctx) => bodyOf(m, ctx, 'textBody') }),
    htmlBody: t.string({
      nullable: true,
      description: 'Show only in a sandboxed frame.',
      resolve: (m, _a, ctx) => bodyOf(m, ctx, 'htmlBody'),
    }),
  }),
});

const MailLogPageRef = pageRef('MailLogPage', MailMessageRef);

builder.queryField('mailMessages', (t) =>
  t.field({
    type: MailLogPageRef,
    description: 'The email log, newest first.',
    args: {
      status: t.arg({ type: MailStatusRef }),
      emailType: t.arg.string(),
      customerId: t.arg.id({ description: "One customer's mails (the customer page)." }),
      offset: t.arg.int(),
      limit: t.arg.int({ description: 'At most 200; 50 when left out.' }),
    },
    resolve: (_r, args, ctx) => listMailMessages(tenantScope(ctx), args),
  }),
);

builder.queryField('mailMessage', (t) =>
  t.field({
    type: MailMessageRef,
    description: 'One mail with its text and html (the mail catcher). NOT_FOUND for another company’s.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findMailMessage(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('resendMail', (t) =>
  t.field({
    type: MailMessageRef,
    description: 'Send a dead mail again (fresh attempts). BAD_USER_INPUT mail.notDead for any other status.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resendMail(tenantScope(ctx), args.id),
  }),
);
