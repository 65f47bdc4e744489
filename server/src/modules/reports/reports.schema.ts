import { builder } from '../../graphql/builder.ts';
import { tenantScope } from '../../graphql/context.ts';
import { VisitRef } from '../visits/visits.schema.ts';
import {
  chooseVisitReportTemplate,
  completeVisitReport,
  findVisitReport,
  reportPdfFile,
  saveVisitReport,
  sendVisitReport,
  uncompleteVisitReport,
  type ReportPdfFile,
  type VisitReportRecord,
} from './index.ts';

const ReportPdfFileRef = builder.objectRef<ReportPdfFile>('ReportPdfFile').implement({
  description: "A completed report's PDF, a document of the visit: download it at /files/<id>.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    size: t.exposeInt('size'),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
  }),
});

export const VisitReportRef = builder.objectRef<VisitReportRecord>('VisitReport').implement({
  description:
    "A visit's report: the answers to one template version (kept by the report when the template moves on), a draft until completed.",
  fields: (t) => ({
    visitId: t.exposeID('visitId'),
    visitStatus: t.string({ resolve: (r) => r.visitStatus }),
    started: t.boolean({ description: 'Saved at least once.', resolve: (r) => r.report !== null }),
    templateVersionId: t.id({ resolve: (r) => r.template.id }),
    templateId: t.id({ description: 'The template the version belongs to.', resolve: (r) => r.template.templateId }),
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
      description:
        "Answers by field id (domain ReportValues). A draft's tag fields show the visit's tag values; tags not shown to the viewer are left out.",
      resolve: (r) => r.values,
    }),
    lineChecks: t.field({
      type: 'JSON',
      description: 'showLineCheckboxes: ticked lines by line id.',
      resolve: (r) => r.report?.lineChecks ?? {},
    }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.report?.completedAt ?? null }),
    pdfFileId: t.id({ nullable: true, resolve: (r) => r.report?.pdfFileId ?? null }),
    pdfFile: t.field({
      type: ReportPdfFileRef,
      nullable: true,
      description:
        'The PDF made when the report was completed (enableReport), or when it was first sent; null until then (the preview at /reports/<visitId>/preview.pdf renders it meanwhile).',
      resolve: (r, _a, ctx) => (r.report?.pdfFileId ? reportPdfFile(tenantScope(ctx), r.report.pdfFileId) : null),
    }),
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

const ChooseVisitReportTemplateInput = builder.inputType('ChooseVisitReportTemplateInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    templateId: t.id({ description: "Null: the company's default template." }),
  }),
});

builder.mutationField('chooseVisitReportTemplate', (t) =>
  t.field({
    type: VisitReportRef,
    description:
      "Chooses the template the visit's report is filled from, before the report is started. CONFLICT report.started once saved; BAD_USER_INPUT report.templateNotFound on input.templateId (unknown or archived).",
    args: { input: t.arg({ type: ChooseVisitReportTemplateInput, required: true }) },
    resolve: (_r, args, ctx) => chooseVisitReportTemplate(tenantScope(ctx), args.input),
  }),
);

const SendVisitReportInput = builder.inputType('SendVisitReportInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    to: t.string({ required: true, description: "The recipient's address (the customer's, or another)." }),
  }),
});

builder.mutationField('sendVisitReport', (t) =>
  t.field({
    type: VisitReportRef,
    description:
      "Mails a completed report's PDF (made now if there is none yet) through the mail queue; the email log shows it as type report. Administrators, and employees with allowedToSendPdf. CONFLICT report.notCompleted; BAD_USER_INPUT email_invalid on input.to.",
    args: { input: t.arg({ type: SendVisitReportInput, required: true }), idempotencyKey: t.arg.string() },
    resolve: (_r, args, ctx) => sendVisitReport(tenantScope(ctx), args.input, args.idempotencyKey),
  }),
);
