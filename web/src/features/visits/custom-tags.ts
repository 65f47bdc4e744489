import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** Written exactly as in contract.md. The visits list asks with type 'visit'. */
const getCustomTagsQuery = graphql(`
  query getCustomTags($type: String) {
    customTags(type: $type) {
      id
      name
      type
      mode
      tagOrder
      showForCustomer
      showForEmployee
      allowChangeOnReport
      options
    }
  }
`);

export type CustomTag = ResultOf<typeof getCustomTagsQuery>['customTags'][number];

export const customTagsOptions = (type: string) =>
  queryOptions({
    queryKey: ['getCustomTags', type],
    queryFn: async () => (await request(getCustomTagsQuery, { type })).customTags,
    staleTime: 60_000,
  });
