import { builder } from '../../graphql/builder.ts';
import { ownerScope, tenantScope } from '../../graphql/context.ts';
import { pageRef } from '../../graphql/page.ts';
import { auditActor } from '../../core/scope.ts';
import {
  answerServiceReminder,
  checkServiceReminders,
  listServiceReminders,
  materialServiceReminders,
  readServiceReminderLink,
  runServiceReminders,
  sendServiceReminders,
  serviceReminderStatuses,
  type ServiceReminderLink,
  type ServiceReminderOutcome,
  type ServiceReminderRecord,
  type ServiceReminderRun,
} from './index.ts';

const ServiceReminderStatusRef = builder.enumType('ServiceReminderStatus', { values: serviceReminderStatuses });
const ServiceReminderViewRef = builder.enumType('ServiceReminderView', { values: ['pending', 'history'] as const });

export const ServiceReminderRef = builder.objectRef<ServiceReminderRecord>('ServiceReminder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    materialId: t.exposeID('materialId'),
    unit: t.exposeString('unit', { description: 'The unit: its name, else its model, with its serial number.' }),
    customerId: t.exposeID('customerId', { nullable: true }),
    customerName: t.exposeString('customerName', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    dueOn: t.exposeString('dueOn', { description: 'The service date it reminds of (YYYY-MM-DD).' }),
    status: t.field({ type: ServiceReminderStatusRef, resolve: (r) => r.status }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why it was skipped or waits (a reason key: serviceReminder.noEmail), or its mail’s last error.',
    }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
    visitId: t.exposeID('visitId', { nullable: true }),
    mailMessageId: t.exposeID('mailMessageId', { nullable: true }),
  }),
});

const ServiceReminderPageRef = pageRef('ServiceReminderPage', ServiceReminderRef);

const SkipRef = builder.objectRef<ServiceReminderOutcome['skipped'][number]>('ServiceReminderSkip').implement({
  fields: (t) => ({
    reminderId: t.exposeID('reminderId'),
    unit: t.exposeString('unit', { nullable: true }),
    reason: t.exposeString('reason'),
  }),
});

const OutcomeRef = builder.objectRef<ServiceReminderOutcome>('ServiceReminderOutcome').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    skipped: t.field({ type: [SkipRef], resolve: (o) => o.skipped }),
  }),
});

const RunRef = builder.objectRef<ServiceReminderRun>('ServiceReminderRun').implement({
  fields: (t) => ({
    created: t.exposeInt('created'),
    sent: t.exposeInt('sent'),
    visits: t.exposeInt('visits'),
    skipped: t.field({ type: [SkipRef], resolve: (o) => o.skipped }),
  }),
});

const LinkRef = builder.objectRef<ServiceReminderLink>('ServiceReminderLink').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    answered: t.exposeBoolean('answered'),
    companyName: t.exposeString('companyName', { nullable: true }),
    customerName: t.exposeString('customerName', { nullable: true }),
    unit: t.exposeString('unit', { nullable: true }),
    dueOn: t.exposeString('dueOn', { nullable: true }),
    slots: t.field({ type: ['DateTime'], resolve: (l) => l.slots }),
  }),
});

builder.queryField('serviceReminderList', (t) =>
  t.field({
    type: ServiceReminderPageRef,
    description: 'The reminders waiting for the office (pending, by due date) or sent before (history, newest first).',
    args: {
      view: t.arg({ type: ServiceReminderViewRef, required: true }),
      status: t.arg({ type: ServiceReminderStatusRef }),
      search: t.arg.string(),
      customerId: t.arg.id(),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => listServiceReminders(tenantScope(ctx), args),
  }),
);

builder.queryField('serviceReminders', (t) =>
  t.field({
    type: [ServiceReminderRef],
    description: 'A unit’s reminders, newest due date first (the material’s page).',
    args: { materialId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => materialServiceReminders(tenantScope(ctx), args.materialId),
  }),
);

builder.queryField('serviceReminderCheck', (t) =>
  t.field({
    type: OutcomeRef,
    description: 'How many of the reminders would be sent now, and why each other would not; writes nothing.',
    args: { reminderIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => checkServiceReminders(tenantScope(ctx), { reminderIds: args.reminderIds }),
  }),
);

builder.mutationField('sendServiceReminders', (t) =>
  t.field({
    type: OutcomeRef,
    description:
      'Sends the reminders the rules allow (service on, still due, not sent, an email), each once; the rest are skipped with their reason.',
    args: { reminderIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => sendServiceReminders(tenantScope(ctx), { reminderIds: args.reminderIds }),
  }),
);

builder.mutationField('runServiceRemindersNow', (t) =>
  t.field({
    type: RunRef,
    description: 'The nightly run, now ("Kør nu"): finds the due units, and sends in automatic mode.',
    resolve: (_r, _a, ctx) => {
      const scope = tenantScope(ctx);
      return runServiceReminders(scope, { runBy: auditActor(scope) });
    },
  }),
);

builder.queryField('serviceReminderLink', (t) =>
  t.field({
    type: LinkRef,
    description: 'The customer’s page of a reminder’s link (no sign-in); valid false for a link that does not exist.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => readServiceReminderLink(ownerScope(ctx), args.token),
  }),
);

const AnswerKindRef = builder.enumType('ServiceReminderAnswerKind', { values: ['time', 'call'] as const });

const AnswerInput = builder.inputType('ServiceReminderAnswerInput', {
  fields: (t) => ({
    kind: t.field({ type: AnswerKindRef, required: true }),
    start: t.field({ type: 'DateTime', description: 'kind time: the time picked (a slot or their own).' }),
    phoneNumber: t.string({ description: 'kind call: required.' }),
    message: t.string(),
  }),
});

builder.mutationField('answerServiceReminder', (t) =>
  t.boolean({
    description:
      'The customer’s answer through the link (no sign-in): a booking in the office’s inbox. Errors: NOT_FOUND, BAD_USER_INPUT serviceReminder.alreadyAnswered, serviceReminder.timeInPast, required.',
    args: { token: t.arg.string({ required: true }), input: t.arg({ type: AnswerInput, required: true }) },
    resolve: (_r, args, ctx) => answerServiceReminder(ownerScope(ctx), args.token, args.input),
  }),
);
