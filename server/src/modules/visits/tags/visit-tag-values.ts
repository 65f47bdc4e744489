import { and, eq, inArray } from 'drizzle-orm';
import { tagValuesFit, type VisitTagValueInput } from '@servio/domain';
import { customTags, visitTagValues } from '../../../db/tables/index.ts';
import { badInput } from '../../../core/errors.ts';
import type { CompanyScope } from '../../../core/scope.ts';

/** Refuses values of tags that are not the company's visit tags, or that the tag's mode does not allow. */
export async function checkTagValues({ db }: CompanyScope, tagValues: readonly VisitTagValueInput[]): Promise<void> {
  if (!tagValues.length) return;
  const tags = await db
    .select()
    .from(customTags)
    .where(
      and(
        inArray(
          customTags.id,
          tagValues.map((t) => t.tagId),
        ),
        eq(customTags.type, 'visit'),
      ),
    );
  const byId = new Map(tags.map((t) => [t.id, t]));
  tagValues.forEach((value, i) => {
    const tag = byId.get(value.tagId);
    if (!tag) throw badInput(`input.tagValues.${i}.tagId`, 'visit.tagNotFound');
    const ok = tagValuesFit(tag.mode, tag.options, value.values);
    if (!ok) throw badInput(`input.tagValues.${i}.values`, 'visit.tagValueInvalid');
  });
}

/** Replaces the values of the tags listed (the others stay). */
export async function writeTagValues(
  { db, companyId }: CompanyScope,
  visitId: string,
  tagValues: readonly VisitTagValueInput[],
): Promise<void> {
  if (!tagValues.length) return;
  await db.delete(visitTagValues).where(
    and(
      eq(visitTagValues.visitId, visitId),
      inArray(
        visitTagValues.tagId,
        tagValues.map((t) => t.tagId),
      ),
    ),
  );
  const rows = tagValues.flatMap((t) =>
    [...new Set(t.values)].map((value) => ({ companyId, visitId, tagId: t.tagId, value })),
  );
  if (rows.length) await db.insert(visitTagValues).values(rows);
}

/** A visit's tag values as the form sends them (for a series' template). */
export async function tagValuesOf({ db }: CompanyScope, visitId: string): Promise<VisitTagValueInput[]> {
  const rows = await db.select().from(visitTagValues).where(eq(visitTagValues.visitId, visitId));
  const byTag = new Map<string, string[]>();
  for (const r of rows) byTag.set(r.tagId, [...(byTag.get(r.tagId) ?? []), r.value]);
  return [...byTag].map(([tagId, values]) => ({ tagId, values }));
}
