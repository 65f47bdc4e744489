import { builder } from '../../graphql/builder.ts';
import { customTagModes, customTagTypes } from '@servio/domain';
import { tenantScope } from '../../graphql/context.ts';
import {
  createCustomTag,
  deleteCustomTag,
  listCustomTags,
  reorderCustomTags,
  updateCustomTag,
  type CustomTagRow,
} from './index.ts';

const CustomTagRef = builder.objectRef<CustomTagRow>('CustomTag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    mode: t.exposeString('mode', { description: 'select | multiselect | text | checkbox' }),
    tagOrder: t.exposeInt('tagOrder'),
    showForCustomer: t.exposeBoolean('showForCustomer'),
    showForEmployee: t.exposeBoolean('showForEmployee'),
    allowChangeOnReport: t.exposeBoolean('allowChangeOnReport'),
    options: t.exposeStringList('options'),
    version: t.exposeInt('version'),
  }),
});

builder.queryField('customTags', (t) =>
  t.field({
    type: [CustomTagRef],
    args: { type: t.arg.string() },
    // A superadmin outside any company has no tags (row-level security shows none either).
    resolve: (_root, args, ctx) => (ctx.viewer?.companyId ? listCustomTags(tenantScope(ctx), args.type) : []),
  }),
);

const CustomTagInput = builder.inputType('CustomTagInput', {
  description: 'On create name, type and mode are required; on update only what is sent changes (not the type).',
  fields: (t) => ({
    name: t.string(),
    type: t.string({ description: customTagTypes.join(' | ') }),
    mode: t.string({ description: customTagModes.join(' | ') }),
    options: t.stringList(),
    tagOrder: t.int(),
    showForCustomer: t.boolean(),
    showForEmployee: t.boolean(),
    allowChangeOnReport: t.boolean(),
  }),
});

builder.mutationField('createCustomTag', (t) =>
  t.field({
    type: CustomTagRef,
    args: { input: t.arg({ type: CustomTagInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createCustomTag(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);
builder.mutationField('updateCustomTag', (t) =>
  t.field({
    type: CustomTagRef,
    description: 'CONFLICT when version is stale.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: CustomTagInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateCustomTag(tenantScope(ctx), args.id, args.version, args.input),
  }),
);
builder.mutationField('deleteCustomTag', (t) =>
  t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteCustomTag(tenantScope(ctx), args.id),
  }),
);
builder.mutationField('reorderCustomTags', (t) =>
  t.field({
    type: [CustomTagRef],
    description: 'ids: every tag of the type, in the new order.',
    args: { type: t.arg.string({ required: true }), ids: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => reorderCustomTags(tenantScope(ctx), args.type, args.ids),
  }),
);
