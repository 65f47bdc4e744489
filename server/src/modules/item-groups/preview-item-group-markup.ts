import { itemGroupInputSchema } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { findItemGroup } from './find-item-groups.ts';
import { countRepricedItems, type MarkupExample } from './group-prices.ts';

export interface MarkupPreview {
  changedCount: number;
  examples: MarkupExample[];
}

/** What a new markup would do to the group's following items ("N varer får ny salgspris"); writes nothing. */
export async function previewItemGroupMarkup(
  scope: CompanyScope,
  id: string,
  markupBp: number,
): Promise<MarkupPreview> {
  await findItemGroup(scope, id);
  const { markupBp: markup } = parseInput(itemGroupInputSchema.pick({ markupBp: true }), { markupBp });
  return countRepricedItems(scope, id, markup);
}
