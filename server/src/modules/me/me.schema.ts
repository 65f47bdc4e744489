import { initialsOf, type PermissionFlag, permissionFlags, personName, roleLabels } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { startSession, viewerFrom } from '../../auth/session.ts';
import { personScope, type Viewer } from '../../graphql/context.ts';
import { unauthenticated } from '../../core/errors.ts';
import { attemptLimits } from '../../auth/login-limiter.ts';
import { changePassword, updateMe } from './index.ts';
import { EmployeeKindRef } from '../employees/employees.schema.ts';

const ViewerPermissionsRef = builder.objectRef<Record<PermissionFlag, boolean>>('ViewerPermissions').implement({
  description: "What the signed-in person may do: an employee's own flags; all true for an administrator.",
  fields: (t) => Object.fromEntries(permissionFlags.map((f) => [f, t.exposeBoolean(f)])),
});

export const UserRef = builder.objectRef<Viewer>('User').implement({
  description: 'A signed-in person.',
  fields: (t) => ({
    id: t.exposeID('userId'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    fullName: t.string({
      resolve: (v) => personName(v),
    }),
    isPreviousAdmin: t.exposeBoolean('isPreviousAdmin'),
    email: t.exposeString('email'),
    prefLang: t.exposeString('prefLang'),
    roles: t.stringList({ resolve: (v) => roleLabels(v.role, v.isPreviousAdmin) }),
    role: t.exposeString('role', { description: 'administrator | employee | supplier | superadmin | customer' }),
    initials: t.string({ resolve: (v) => initialsOf(v.firstName, v.lastName, v.email) }),
    permissions: t.field({ type: ViewerPermissionsRef, resolve: (v) => v.permissions }),
    kind: t.field({
      type: EmployeeKindRef,
      nullable: true,
      description: 'Staff: field, office or both (a field worker on a phone lands on the technician panel).',
      resolve: (v) => v.kind,
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    resolve: (_root, _args, ctx) => {
      if (!ctx.viewer) throw unauthenticated();
      return ctx.viewer;
    },
  }),
);

builder.mutationField('updateMe', (t) =>
  t.field({
    type: UserRef,
    args: {
      prefLang: t.arg.string(),
      firstName: t.arg.string(),
      lastName: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const scope = personScope(ctx);
      return viewerFrom(await updateMe(scope, args), ctx.viewer!.session);
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    description: "Ends the user's other sessions. Errors: BAD_USER_INPUT (field currentPassword or newPassword).",
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const attempts = attemptLimits(ctx.services.database, ctx.services.config).passwordChange;
      const user = await changePassword(personScope(ctx), args, attempts);
      // The new generation ended this session too: a new cookie keeps the person signed in here.
      const { session } = ctx.viewer!;
      await startSession(
        ctx.services,
        ctx.req,
        ctx.reply,
        user,
        { companyId: session.companyId, impersonating: session.impersonating },
        ctx.db,
      );
      return true;
    },
  }),
);
