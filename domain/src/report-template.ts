import { z } from 'zod';
import { isUuid } from './fields.ts';

/**
 * A report template (issue #16): a name, an ordered list of fields and three options. The same schema checks the
 * form builder in the browser and the server's save, so a definition the builder accepts is one the server keeps.
 * Templates are versioned: a save makes a new version and a report keeps the version it was filled from.
 */

export const reportFieldTypes = [
  'heading',
  'text',
  'longText',
  'number',
  'yesNo',
  'choice',
  'checklist',
  'date',
  'photo',
  'signature',
  'tag',
] as const;
export type ReportFieldType = (typeof reportFieldTypes)[number];

/** Field types that hold an answer (a heading only structures the form). */
export const answerFieldTypes: readonly ReportFieldType[] = reportFieldTypes.filter((t) => t !== 'heading');
/** Field types whose answer is one of `options` (choice) or several of them (checklist). */
export const optionFieldTypes: readonly ReportFieldType[] = ['choice', 'checklist'];

export const reportTemplateLimits = {
  maxFields: 100,
  maxOptions: 50,
  maxLabel: 200,
  maxHelp: 500,
  maxName: 120,
  /** A field id: short, stable across versions, so answers can be compared between versions. */
  fieldIdPattern: /^[a-z0-9][a-z0-9_-]{0,39}$/,
  maxPhotosPerField: 20,
  maxTextLength: 10_000,
} as const;

const labelSchema = z.string().trim().min(1, 'required').max(reportTemplateLimits.maxLabel, 'tooLong');

export const reportFieldSchema = z
  .object({
    id: z.string().regex(reportTemplateLimits.fieldIdPattern, 'reportTemplate.fieldIdInvalid'),
    type: z.enum(reportFieldTypes, { message: 'reportTemplate.fieldTypeInvalid' }),
    label: labelSchema,
    help: z.string().trim().max(reportTemplateLimits.maxHelp, 'tooLong').nullish(),
    required: z.boolean().default(false),
    /** choice and checklist: the answers to pick from. */
    options: z
      .array(z.string().trim().min(1, 'required').max(reportTemplateLimits.maxLabel, 'tooLong'))
      .max(reportTemplateLimits.maxOptions, 'reportTemplate.tooManyOptions')
      .nullish(),
    /** tag: the visit's custom tag shown (and, with allowChangeOnReport, changed) on the report. */
    tagId: z
      .string()
      .refine((v) => isUuid(v), 'reportTemplate.tagNotFound')
      .nullish(),
  })
  .superRefine((field, ctx) => {
    const options = field.options ?? [];
    if (optionFieldTypes.includes(field.type)) {
      if (options.length === 0)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'reportTemplate.optionsRequired' });
      if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'reportTemplate.optionRepeated' });
    }
    if (field.type === 'tag' && !field.tagId)
      ctx.addIssue({ code: 'custom', path: ['tagId'], message: 'reportTemplate.tagRequired' });
    if (field.type === 'heading' && field.required)
      ctx.addIssue({ code: 'custom', path: ['required'], message: 'reportTemplate.headingNotRequired' });
  });
export type ReportField = z.infer<typeof reportFieldSchema>;

export const reportTemplateOptionsSchema = z.object({
  /** Completing the report marks the visit ready to invoice. */
  invoiceVisit: z.boolean().default(false),
  /** The visit's lines appear on the report with a checkbox each, to tick off what was done. */
  showLineCheckboxes: z.boolean().default(false),
  /** Prices on the report's lines (also only when the customer's showPricesInReport allows). */
  showPrices: z.boolean().default(false),
});
export type ReportTemplateOptions = z.infer<typeof reportTemplateOptionsSchema>;

/** A template's definition as saved: a new version each time. */
export const reportTemplateInputSchema = reportTemplateOptionsSchema
  .extend({
    name: z.string().trim().min(1, 'required').max(reportTemplateLimits.maxName, 'tooLong'),
    fields: z
      .array(reportFieldSchema)
      .min(1, 'reportTemplate.fieldsRequired')
      .max(reportTemplateLimits.maxFields, 'reportTemplate.tooManyFields'),
  })
  .superRefine((template, ctx) => {
    const seen = new Set<string>();
    template.fields.forEach((field, index) => {
      if (seen.has(field.id))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'id'], message: 'reportTemplate.fieldIdRepeated' });
      seen.add(field.id);
    });
  });
export type ReportTemplateInput = z.infer<typeof reportTemplateInputSchema>;

/** A signature on a report: the stored image, who signed and when. */
export const reportSignatureSchema = z.object({
  fileId: z.string().refine(isUuid, 'report.fileNotFound'),
  name: z.string().trim().min(1, 'report.signerNameRequired').max(200, 'tooLong'),
  signedAt: z.string().datetime({ offset: true, message: 'report.signedAtInvalid' }),
});
export type ReportSignature = z.infer<typeof reportSignatureSchema>;

/**
 * One answer, by field type: text and longText a string, number a number, yesNo a boolean, choice one option,
 * checklist some options, date YYYY-MM-DD, photo stored image ids, signature a ReportSignature, tag the visit's
 * value of the tag (a text, or the options of a multiselect tag).
 */
export type ReportAnswer = string | number | boolean | string[] | ReportSignature | null;
export type ReportValues = Record<string, ReportAnswer>;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'report.dateInvalid');
const fileIdsSchema = z
  .array(z.string().refine(isUuid, 'report.fileNotFound'))
  .max(reportTemplateLimits.maxPhotosPerField, 'report.tooManyPhotos');

/** The schema of one field's answer (null is always allowed while the report is a draft). */
export function answerSchema(field: ReportField): z.ZodType<ReportAnswer> {
  const text = z.string().max(reportTemplateLimits.maxTextLength, 'tooLong');
  switch (field.type) {
    case 'heading':
      return z.null();
    case 'text':
    case 'longText':
      return text.nullable();
    case 'tag':
      // The visit's tag value: one text (text, select; 'true' for a checkbox tag) or the chosen options (multiselect).
      return z.union([text, z.array(text).max(100, 'report.optionInvalid')]).nullable();
    case 'number':
      return z.number({ message: 'report.numberInvalid' }).finite('report.numberInvalid').nullable();
    case 'yesNo':
      return z.boolean().nullable();
    case 'choice':
      return z
        .string()
        .refine((v) => (field.options ?? []).includes(v), 'report.optionInvalid')
        .nullable();
    case 'checklist':
      return z.array(z.string().refine((v) => (field.options ?? []).includes(v), 'report.optionInvalid')).nullable();
    case 'date':
      return dateSchema.nullable();
    case 'photo':
      return fileIdsSchema.nullable();
    case 'signature':
      return reportSignatureSchema.nullable();
  }
}

const isEmptyAnswer = (answer: ReportAnswer | undefined) =>
  answer === undefined ||
  answer === null ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

export interface ReportValueIssue {
  fieldId: string;
  message: string;
}

/**
 * Checks a report's answers against its template version: unknown field ids and ill-typed answers always, missing
 * required answers only when completing. Returns the issues (empty when valid) and the answers kept.
 */
export function checkReportValues(
  fields: readonly ReportField[],
  values: Record<string, unknown>,
  options: { completing: boolean },
): { issues: ReportValueIssue[]; values: ReportValues } {
  const issues: ReportValueIssue[] = [];
  const kept: ReportValues = {};
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const id of Object.keys(values)) {
    if (!byId.has(id)) issues.push({ fieldId: id, message: 'report.fieldUnknown' });
  }
  for (const field of fields) {
    if (field.type === 'heading') continue;
    const raw = values[field.id];
    if (raw !== undefined) {
      const parsed = answerSchema(field).safeParse(raw);
      if (!parsed.success) {
        issues.push({ fieldId: field.id, message: parsed.error.issues[0]?.message ?? 'invalid' });
        continue;
      }
      kept[field.id] = parsed.data;
    }
    if (options.completing && field.required && isEmptyAnswer(kept[field.id]))
      issues.push({ fieldId: field.id, message: 'report.answerRequired' });
  }
  return { issues, values: kept };
}
