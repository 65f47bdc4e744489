import { builder } from '../../graphql/builder.ts';
import { ownerScope } from '../../graphql/context.ts';
import { acceptInvitation, readInvitation, type InvitationInfo } from './index.ts';

const InvitationRef = builder.objectRef<InvitationInfo>('Invitation').implement({
  description: 'What an invitation link shows before the person sets a password. Details only while valid.',
  fields: (t) => ({
    valid: t.exposeBoolean('valid', { description: 'False when unknown, used, expired or the person is deactivated.' }),
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
      'Sets the password (BAD_USER_INPUT password: password.tooShort / password.tooCommon; token: invitation.invalid).',
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => acceptInvitation(ownerScope(ctx), args.token, args.password),
  }),
);
