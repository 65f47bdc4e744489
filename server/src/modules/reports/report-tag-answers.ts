import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { tagValuesFit, type ReportAnswer, type ReportField, type ReportValues } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope, TenantScope } from '../../core/scope.ts';
import { tagValuesOf, writeTagValues } from '../visits/index.ts';

type TagRow = typeof customTags.$inferSelect;

/**
 * A report's tag fields show the visit's own tag values (decisions/0023): while the report is a draft the answer is
 * the visit's value, read live, and a change on the report is a change of the visit's tag, allowed only when the tag
 * has allowChangeOnReport. Completing the report keeps the values it shows, so a completed report does not change.
 */

const tagFieldsOf = (fields: readonly ReportField[]) =>
  fields.filter((f): f is ReportField & { tagId: string } => f.type === 'tag' && Boolean(f.tagId));

/** A tag's values as a report answer: a multiselect's list (in the tag's order of options), else its one value. */
function tagAnswer(tag: TagRow, values: readonly string[]): ReportAnswer {
  if (tag.mode === 'multiselect') return values.length > 0 ? tag.options.filter((o) => values.includes(o)) : null;
  return values[0] ?? null;
}

/** A report answer as a tag's values (an empty text is no value). */
function tagValuesOfAnswer(answer: ReportAnswer | undefined): string[] {
  const list = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * The tags of the report's tag fields, by id; `forActor` keeps only those the actor is shown (as the tag list does:
 * staff see showForEmployee tags, customers showForCustomer ones).
 */
export async function reportTags(
  scope: TenantScope,
  fields: readonly ReportField[],
  { forActor }: { forActor: boolean },
): Promise<Map<string, TagRow>> {
  const ids = [...new Set(tagFieldsOf(fields).map((f) => f.tagId))];
  if (ids.length === 0) return new Map();
  const conditions: SQL[] = [inArray(customTags.id, ids), eq(customTags.type, 'visit')];
  const role = scope.actor.role;
  if (forActor && role === 'customer') conditions.push(eq(customTags.showForCustomer, true));
  if (forActor && (role === 'employee' || role === 'supplier')) conditions.push(eq(customTags.showForEmployee, true));
  const rows = await scope.db
    .select()
    .from(customTags)
    .where(and(...conditions));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The answers a report shows: a completed report's own; a draft's with its tag fields' answers read from the visit.
 * Tag fields whose tag is not among `tags` (deleted, or not shown to the actor) have no answer.
 */
export async function shownReportValues(
  scope: TenantScope,
  visitId: string,
  fields: readonly ReportField[],
  stored: ReportValues,
  completed: boolean,
  tags: ReadonlyMap<string, TagRow>,
): Promise<ReportValues> {
  const tagFields = tagFieldsOf(fields);
  if (tagFields.length === 0) return stored;
  const values: ReportValues = { ...stored };
  const live = completed ? null : new Map((await tagValuesOf(scope, visitId)).map((t) => [t.tagId, t.values]));
  for (const field of tagFields) {
    const tag = tags.get(field.tagId);
    const answer = tag && live ? tagAnswer(tag, live.get(tag.id) ?? []) : undefined;
    // A tag without a value is no answer (as an unanswered field has none).
    if (!tag || answer === null) delete values[field.id];
    else if (answer !== undefined) values[field.id] = answer;
  }
  return values;
}

/**
 * A draft's tag answers as changes of the visit's tags: an answer equal to the visit's value is no change; a changed
 * one needs the tag shown to the actor, allowChangeOnReport and values the tag's mode allows. Writes the changes and
 * returns the answers without the tag fields (a draft keeps them on the visit, not in the report).
 */
export async function writeReportTagAnswers(
  scope: TenantScope,
  visitId: string,
  fields: readonly ReportField[],
  values: ReportValues,
): Promise<ReportValues> {
  const tagFields = tagFieldsOf(fields).filter((f) => values[f.id] !== undefined);
  if (tagFields.length === 0) return values;
  const tags = await reportTags(scope, fields, { forActor: true });
  const current = new Map((await tagValuesOf(scope, visitId)).map((t) => [t.tagId, t.values]));
  const changes: { tagId: string; values: string[] }[] = [];
  const kept: ReportValues = { ...values };
  for (const field of tagFields) {
    const wanted = tagValuesOfAnswer(values[field.id]);
    delete kept[field.id];
    const tag = tags.get(field.tagId);
    if (!tag) throw badInput(`input.values.${field.id}`, 'report.fieldUnknown');
    const now = current.get(tag.id) ?? [];
    const same = wanted.length === now.length && wanted.every((v) => now.includes(v));
    if (same) continue;
    if (!tag.allowChangeOnReport) throw badInput(`input.values.${field.id}`, 'report.tagNotChangeable');
    if (!tagValuesFit(tag.mode, tag.options, wanted))
      throw badInput(`input.values.${field.id}`, 'report.optionInvalid');
    changes.push({ tagId: tag.id, values: wanted });
  }
  await writeTagValues(scope, visitId, changes);
  return kept;
}

/**
 * A completed report's fields and answers as the customer receives them (the PDF): tag fields only for tags shown to
 * customers (showForCustomer), a checkbox tag's 'true' as yes.
 */
export async function customerReportContent(
  { db }: CompanyScope,
  fields: readonly ReportField[],
  values: ReportValues,
): Promise<{ fields: ReportField[]; values: ReportValues }> {
  const tagFields = tagFieldsOf(fields);
  if (tagFields.length === 0) return { fields: [...fields], values };
  const shown = await db
    .select({ id: customTags.id, mode: customTags.mode })
    .from(customTags)
    .where(
      and(inArray(customTags.id, [...new Set(tagFields.map((f) => f.tagId))]), eq(customTags.showForCustomer, true)),
    );
  const modes = new Map(shown.map((tag) => [tag.id, tag.mode]));
  const kept = { ...values };
  for (const field of tagFields) {
    if (modes.get(field.tagId) === 'checkbox') kept[field.id] = kept[field.id] === 'true';
  }
  return { fields: fields.filter((f) => f.type !== 'tag' || (f.tagId && modes.has(f.tagId))), values: kept };
}
