import type { ObjectRef, SchemaTypes } from '@pothos/core';
import type { Page } from '../core/paging.ts';
import { builder } from './builder.ts';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : SchemaTypes;

/** A paged list's type: one page of `item` and the size of the whole list (core/paging's Page), as every list answers. */
export function pageRef<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<Page<T>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount', {
        description: 'How many rows the list has; with totalCountCapped, how many were counted (the list has more).',
      }),
      totalCountCapped: t.boolean({
        description:
          'The count stopped 1,000 rows past the page\'s start: the list has more than totalCount rows ("1.000+").',
        resolve: (page) => page.totalCountCapped ?? false,
      }),
    }),
  });
}
