import {
  optionFieldTypes,
  reportTemplateInputSchema,
  type ReportField,
  type ReportFieldType,
  type ReportTemplateInput,
} from '@servio/domain/report-template';

/** One field as the builder edits it: options as the text typed (one per line), so a new empty line can be typed. */
export interface DraftField {
  id: string;
  type: ReportFieldType;
  label: string;
  help: string;
  required: boolean;
  optionsText: string;
  tagId: string;
}

export interface TemplateDraft {
  name: string;
  invoiceVisit: boolean;
  showLineCheckboxes: boolean;
  showPrices: boolean;
  fields: DraftField[];
}

export const emptyDraft = (): TemplateDraft => ({
  name: '',
  invoiceVisit: false,
  showLineCheckboxes: false,
  showPrices: false,
  fields: [],
});

interface VersionLike {
  name: string;
  invoiceVisit: boolean;
  showLineCheckboxes: boolean;
  showPrices: boolean;
  fields: readonly {
    id: string;
    type: string;
    label: string;
    help?: string | null;
    required: boolean;
    options?: readonly string[] | null;
    tagId?: string | null;
  }[];
}

export function draftOf(version: VersionLike): TemplateDraft {
  return {
    name: version.name,
    invoiceVisit: version.invoiceVisit,
    showLineCheckboxes: version.showLineCheckboxes,
    showPrices: version.showPrices,
    fields: version.fields.map((f) => ({
      id: f.id,
      type: f.type as ReportFieldType,
      label: f.label,
      help: f.help ?? '',
      required: f.required,
      optionsText: (f.options ?? []).join('\n'),
      tagId: f.tagId ?? '',
    })),
  };
}

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** The field as the server keeps it (and the preview shows it). */
export function fieldOf(field: DraftField): ReportField {
  return {
    id: field.id,
    type: field.type,
    label: field.label.trim(),
    help: field.help.trim() || null,
    required: field.type === 'heading' ? false : field.required,
    options: optionFieldTypes.includes(field.type) ? optionsOf(field.optionsText) : null,
    tagId: field.type === 'tag' ? field.tagId || null : null,
  };
}

/** The definition to save: what `reportTemplateInputSchema` checks here and on the server. */
export function inputOf(draft: TemplateDraft): ReportTemplateInput {
  return {
    name: draft.name.trim(),
    invoiceVisit: draft.invoiceVisit,
    showLineCheckboxes: draft.showLineCheckboxes,
    showPrices: draft.showPrices,
    fields: draft.fields.map(fieldOf),
  };
}

/**
 * The draft's problems by path ('name', 'fields', 'fields.2.options'), each a message key, checked with the same
 * schema the server uses; the first problem of each path is kept. Empty when the draft can be saved.
 */
export function draftErrors(draft: TemplateDraft): Record<string, string> {
  const result = reportTemplateInputSchema.safeParse(inputOf(draft));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'name';
    errors[path] ??= /^[a-z][A-Za-z0-9_.]*$/.test(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/** The problems of the field at `index` ('label', 'options', …), for the field's own editor. */
export function fieldErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, key]) => [path.slice(prefix.length), key]),
  );
}

/** A new field of a type with an id no other field has (ids stay stable across versions, so they are not reused). */
export function newField(type: ReportFieldType, fields: readonly DraftField[], label: string): DraftField {
  const taken = new Set(fields.map((f) => f.id));
  const base = type.toLowerCase();
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return { id: `${base}-${n}`, type, label, help: '', required: false, optionsText: '', tagId: '' };
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
