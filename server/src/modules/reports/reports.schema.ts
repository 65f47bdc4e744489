import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { VisitRef } from '../visits/visits.schema.ts';
import {
  completeVisitReport,
  findVisitReport,
  saveVisitReport,
  uncompleteVisitReport,
  type VisitReportRecord,
} from './index.ts';

export const VisitReportRef = builder.objectRef<VisitReportRecord>('VisitReport').implement({
  description:
    "A visit's report: the answers to one template version (kept by the report when the template moves on), a draft until completed.",
  fields: (t) => ({
    visitId: t.exposeID('visitId'),
    visitStatus: t.string({ resolve: (r) => r.visitStatus }),
    started: t.boolean({ description: 'Saved at least once.', resolve: (r) => r.report !== null }),
    templateVersionId: t.id({ resolve: (r) => r.template.id }),
    templateName: t.string({ resolve: (r) => r.template.name }),
    templateVersionNumber: t.int({ resolve: (r) => r.template.number }),
    fields: t.field({
      type: 'JSON',
      description: "The template version's fields (domain ReportField[]), in order.",
      resolve: (r) => r.template.fields,
    }),
    invoiceVisit: t.boolean({ resolve: (r) => r.template.invoiceVisit }),
    showLineCheckboxes: t.boolean({ resolve: (r) => r.template.showLineCheckboxes }),
    showPrices: t.boolean({ resolve: (r) => r.template.showPrices }),
    values: t.field({
      type: 'JSON',
      description: 'Answers by field id (domain ReportValues).',
      resolve: (r) => r.report?.values ?? {},
    }),
    lineChecks: t.field({
      type: 'JSON',
      description: 'showLineCheckboxes: ticked lines by line id.',
      resolve: (r) => r.report?.lineChecks ?? {},
    }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.report?.completedAt ?? null }),
    pdfFileId: t.id({ nullable: true, resolve: (r) => r.report?.pdfFileId ?? null }),
    version: t.int({
      nullable: true,
      description: 'Null before the first save.',
      resolve: (r) => r.report?.version ?? null,
    }),
  }),
});

builder.objectField(VisitRef, 'report', (t) =>
  t.field({
    type: VisitReportRef,
    nullable: true,
    description:
      "The visit's report (its template version before the first save). A customer's login sees it once completed.",
    resolve: async (v, _a, ctx) => {
      const scope = tenantScope(ctx);
      const record = await findVisitReport(scope, v.id);
      if (scope.actor.role === 'customer' && !record.report?.completedAt) return null;
      return record;
    },
  }),
);

const SaveVisitReportInput = builder.inputType('SaveVisitReportInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    version: t.int({ description: 'The version read; left out for the first save.' }),
    values: t.field({ type: 'JSON', required: true, description: 'Answers by field id.' }),
    lineChecks: t.field({ type: 'JSON', description: 'Ticked lines by line id.' }),
  }),
});

const reportErrors =
  'CONFLICT when version is stale, reason report.completed on a completed report; BAD_USER_INPUT on input.values.<fieldId> (report.fieldUnknown, report.optionInvalid, report.numberInvalid, report.fileNotFound, …)';

builder.mutationField('saveVisitReport', (t) =>
  t.field({
    type: VisitReportRef,
    description: `Saves the report's answers as a draft. Staff on the visit; administrators any visit. ${reportErrors}.`,
    args: { input: t.arg({ type: SaveVisitReportInput, required: true }) },
    resolve: (_r, args, ctx) => saveVisitReport(tenantScope(ctx), args.input),
  }),
);

builder.mutationField('completeVisitReport', (t) =>
  t.field({
    type: VisitReportRef,
    description: `Completes the report (required answers given); a done visit becomes completed. BAD_USER_INPUT report.answerRequired on input.values.<fieldId>. ${reportErrors}.`,
    args: { visitId: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => completeVisitReport(tenantScope(ctx), args),
  }),
);

builder.mutationField('uncompleteVisitReport', (t) =>
  t.field({
    type: VisitReportRef,
    description: 'Opens a completed report again; a completed visit becomes done. CONFLICT report.notCompleted.',
    args: { visitId: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => uncompleteVisitReport(tenantScope(ctx), args),
  }),
);
