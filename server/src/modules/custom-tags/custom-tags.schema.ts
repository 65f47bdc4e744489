import { builder } from '../../graphql/builder.ts';
import { findCustomTags, type CustomTagRow } from './custom-tags.service.ts';

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
  }),
});

builder.queryField('customTags', (t) =>
  t.field({
    type: [CustomTagRef],
    args: { type: t.arg.string() },
    resolve: (_root, args, ctx) => findCustomTags(ctx, args.type),
  }),
);
