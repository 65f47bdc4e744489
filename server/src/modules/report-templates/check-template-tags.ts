import { and, eq, inArray } from 'drizzle-orm';
import type { ReportTemplateInput } from '@servio/domain';
import { customTags } from '../../db/tables/index.ts';
import { badInput } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';

/**
 * A tag field shows one of the visit's custom tags: it must name a visit tag of this company. Another company's
 * tag is invisible under row-level security, so it is refused as not found, like a made-up id.
 */
export async function checkTemplateTags(scope: CompanyScope, input: ReportTemplateInput): Promise<void> {
  const tagIds = input.fields.flatMap((f) => (f.type === 'tag' && f.tagId ? [f.tagId] : []));
  if (tagIds.length === 0) return;
  const found = await scope.db
    .select({ id: customTags.id })
    .from(customTags)
    .where(and(inArray(customTags.id, tagIds), eq(customTags.type, 'visit')));
  const known = new Set(found.map((r) => r.id));
  const index = input.fields.findIndex((f) => f.type === 'tag' && f.tagId && !known.has(f.tagId));
  if (index >= 0) throw badInput(`input.fields.${index}.tagId`, 'reportTemplate.tagNotFound');
}
