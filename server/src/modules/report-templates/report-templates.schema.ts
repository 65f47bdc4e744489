import { reportFieldTypes, type ReportField } from '@servio/domain';
import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import {
  archiveReportTemplate,
  createReportTemplate,
  currentReportTemplateVersion,
  duplicateReportTemplate,
  findReportTemplate,
  findReportTemplateVersion,
  listReportTemplates,
  listReportTemplateVersions,
  saveReportTemplate,
  setDefaultReportTemplate,
  unarchiveReportTemplate,
  type ReportTemplateRow,
  type ReportTemplateVersionRow,
  type ReportTemplateVersionSummary,
} from './index.ts';

const ReportFieldRef = builder.objectRef<ReportField>('ReportField').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Stable across versions: answers are keyed by it.' }),
    type: t.exposeString('type', { description: reportFieldTypes.join(' | ') }),
    label: t.exposeString('label'),
    help: t.exposeString('help', { nullable: true }),
    required: t.exposeBoolean('required'),
    options: t.exposeStringList('options', { nullable: true, description: 'choice and checklist.' }),
    tagId: t.exposeID('tagId', { nullable: true, description: "tag: the visit's custom tag shown." }),
  }),
});

const ReportTemplateVersionRef = builder.objectRef<ReportTemplateVersionRow>('ReportTemplateVersion').implement({
  description: 'One saved definition of a template; never changed once written.',
  fields: (t) => ({
    id: t.exposeID('id'),
    templateId: t.exposeID('templateId'),
    number: t.exposeInt('number'),
    name: t.exposeString('name'),
    fields: t.field({ type: [ReportFieldRef], resolve: (v) => v.fields }),
    invoiceVisit: t.exposeBoolean('invoiceVisit'),
    showLineCheckboxes: t.exposeBoolean('showLineCheckboxes'),
    showPrices: t.exposeBoolean('showPrices'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReportTemplateVersionSummaryRef = builder
  .objectRef<ReportTemplateVersionSummary>('ReportTemplateVersionSummary')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      number: t.exposeInt('number'),
      name: t.exposeString('name'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

const ReportTemplateRef = builder.objectRef<ReportTemplateRow>('ReportTemplate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    isDefault: t.exposeBoolean('isDefault'),
    currentVersion: t.exposeInt('currentVersion', { description: 'The newest version number.' }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    version: t.exposeInt('version', { description: 'For optimistic locking (not the template version).' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    current: t.field({
      type: ReportTemplateVersionRef,
      description: 'The current version: what a new report is filled from.',
      resolve: (r, _a, ctx) => currentReportTemplateVersion(tenantScope(ctx), r),
    }),
    versions: t.field({
      type: [ReportTemplateVersionSummaryRef],
      description: 'Every saved version, newest first.',
      resolve: (r, _a, ctx) => listReportTemplateVersions(tenantScope(ctx), r.id),
    }),
  }),
});

builder.queryField('reportTemplates', (t) =>
  t.field({
    type: [ReportTemplateRef],
    args: { archived: t.arg.boolean({ description: 'true: the archived ones; else the active ones.' }) },
    resolve: (_r, args, ctx) => listReportTemplates(tenantScope(ctx), args.archived),
  }),
);

builder.queryField('reportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findReportTemplate(tenantScope(ctx), args.id),
  }),
);

builder.queryField('reportTemplateVersion', (t) =>
  t.field({
    type: ReportTemplateVersionRef,
    description: 'One saved version of a template (an old one stays readable).',
    args: { templateId: t.arg.id({ required: true }), number: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => findReportTemplateVersion(tenantScope(ctx), args.templateId, args.number),
  }),
);

const ReportFieldInput = builder.inputType('ReportFieldInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    type: t.string({ required: true, description: reportFieldTypes.join(' | ') }),
    label: t.string({ required: true }),
    help: t.string(),
    required: t.boolean(),
    options: t.stringList(),
    tagId: t.id(),
  }),
});

const ReportTemplateInput = builder.inputType('ReportTemplateInput', {
  description: 'A whole definition: each save writes it as a new version.',
  fields: (t) => ({
    name: t.string({ required: true }),
    fields: t.field({ type: [ReportFieldInput], required: true }),
    invoiceVisit: t.boolean(),
    showLineCheckboxes: t.boolean(),
    showPrices: t.boolean(),
  }),
});

const reasons =
  'Errors: BAD_USER_INPUT (field + reason: reportTemplate.fieldIdRepeated, reportTemplate.tagNotFound, …).';

builder.mutationField('createReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    description: `The company's first template becomes its default. ${reasons}`,
    args: { input: t.arg({ type: ReportTemplateInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => createReportTemplate(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);

builder.mutationField('saveReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    description: `Writes a new version and makes it current. CONFLICT when version is stale. ${reasons}`,
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ReportTemplateInput, required: true }),
    },
    resolve: (_r, args, ctx) => saveReportTemplate(tenantScope(ctx), args.id, args.version, args.input),
  }),
);

builder.mutationField('setDefaultReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    description: 'BAD_USER_INPUT reportTemplate.archivedCannotBeDefault.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setDefaultReportTemplate(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('archiveReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    description: 'BAD_USER_INPUT reportTemplate.defaultCannotBeArchived.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => archiveReportTemplate(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('unarchiveReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => unarchiveReportTemplate(tenantScope(ctx), args.id),
  }),
);

builder.mutationField('duplicateReportTemplate', (t) =>
  t.field({
    type: ReportTemplateRef,
    description: 'A copy of the current version as a new template (not the default).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => duplicateReportTemplate(tenantScope(ctx), args.id),
  }),
);
