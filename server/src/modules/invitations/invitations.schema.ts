import { builder } from '../../graphql/builder.ts';
import { ownerScope, tenantScope } from '../../graphql/context.ts';
import { acceptInvitation, readInvitation, startPasswordReset, type InvitationInfo } from './index.ts';

const InvitationRef = builder.objectRef<InvitationInfo>('Invitation').implement({
  description: 'What an invitation link shows before the person sets a password. Details only while valid.',
  fields: (t) => ({
    valid: t.exposeBoolean('valid', {
      description:
        'False when unknown, used, expired, the person is deactivated, or an invitation for someone who has a password.',
    }),
    passwordReset: t.exposeBoolean('passwordReset', {
      description: 'The link resets a password (an administrator started it), rather than inviting.',
    }),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationRef,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => readInvitation(ownerScope(ctx), args.token),
  }),
);

builder.mutationField('acceptInvitation', (t) =>
  t.boolean({
    description:
      'Sets the password (BAD_USER_INPUT password: password.tooShort / password.tooCommon; token: invitation.invalid, invitation.hasPassword).',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => acceptInvitation(ownerScope(ctx), args.token, args.password),
  }),
);

builder.mutationField('startPasswordReset', (t) =>
  t.boolean({
    description:
      'Mails the person (staff or a customer login) a one-time link to choose a new password, valid an hour. The link is never returned (BAD_USER_INPUT userId: passwordReset.noPassword, employee.inactive).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startPasswordReset(tenantScope(ctx), String(args.userId)),
  }),
);
