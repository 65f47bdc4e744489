import { z } from 'zod';

/** What a custom tag can be attached to. */
export const customTagTypes = ['visit', 'customer', 'employee', 'materiel', 'item'] as const;
export type CustomTagType = (typeof customTagTypes)[number];

export const customTagModes = ['select', 'multiselect', 'text', 'checkbox'] as const;
export type CustomTagMode = (typeof customTagModes)[number];

const option = z.string().trim().min(1, 'customTag.optionEmpty').max(100, 'tooLong');

const fields = {
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  type: z.enum(customTagTypes, { message: 'customTag.typeInvalid' }),
  mode: z.enum(customTagModes, { message: 'customTag.modeInvalid' }),
  options: z
    .array(option)
    .max(100, 'customTag.tooManyOptions')
    .refine((list) => new Set(list.map((o) => o.toLowerCase())).size === list.length, 'customTag.optionsDuplicate')
    .nullish(),
  tagOrder: z.number().int().min(0).max(100_000).nullish(),
  showForCustomer: z.boolean().nullish(),
  showForEmployee: z.boolean().nullish(),
  allowChangeOnReport: z.boolean().nullish(),
};

/** select and multiselect need options to choose from; text and checkbox have none. */
export function customTagOptionsProblem(mode: CustomTagMode, options: string[]): string | null {
  if ((mode === 'select' || mode === 'multiselect') && options.length === 0) return 'customTag.optionsRequired';
  return null;
}

export const customTagInputSchema = z.object(fields).superRefine((value, ctx) => {
  const problem = customTagOptionsProblem(value.mode, value.options ?? []);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['options'] });
});
export type CustomTagInput = z.infer<typeof customTagInputSchema>;

/** A change: only what is sent changes (the type of a tag cannot change). */
export const customTagPatchSchema = z.object({
  name: fields.name.optional(),
  mode: fields.mode.optional(),
  options: fields.options,
  tagOrder: fields.tagOrder,
  showForCustomer: fields.showForCustomer,
  showForEmployee: fields.showForEmployee,
  allowChangeOnReport: fields.allowChangeOnReport,
});
export type CustomTagPatch = z.infer<typeof customTagPatchSchema>;

/**
 * Whether `values` suit a tag of `mode` with `options`: distinct; a select one of its options, a multiselect some of
 * them, a checkbox 'true' or nothing, a text one value. The visit form and the report's tag fields both ask this.
 */
export function tagValuesFit(mode: string, options: readonly string[], values: readonly string[]): boolean {
  if (new Set(values).size !== values.length) return false;
  switch (mode) {
    case 'multiselect':
      return values.every((x) => options.includes(x));
    case 'select':
      return values.length <= 1 && values.every((x) => options.includes(x));
    case 'checkbox':
      return values.length <= 1 && values.every((x) => x === 'true');
    default:
      return values.length <= 1;
  }
}
