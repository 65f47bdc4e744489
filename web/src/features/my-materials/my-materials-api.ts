import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/**
 * The customer portal's equipment: myMaterials answers with MyMaterial, the server's type for what a customer may
 * see of a unit (what it is, where, its service; no prices or office notes).
 */
const myMaterialsQuery = graphql(`
  query myMaterials($search: String, $limit: Int, $offset: Int) {
    myMaterials(search: $search, limit: $limit, offset: $offset) {
      totalCount
      items {
        id
        name
        model
        category
        serialNumber
        placement
        customerId
        address {
          streetAddress
          zipcode
          city
        }
        lastServiceOn
        nextServiceOn
        serviceStatus
      }
    }
  }
`);

export type MyMaterial = ResultOf<typeof myMaterialsQuery>['myMaterials']['items'][number];
export type MyMaterialServiceStatus = MyMaterial['serviceStatus'];

export const myMaterialsOptions = (args: { search: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['myMaterials', args],
    queryFn: async () =>
      (
        await request(myMaterialsQuery, {
          search: args.search || null,
          limit: args.pageSize,
          offset: (args.page - 1) * args.pageSize,
        })
      ).myMaterials,
    placeholderData: keepPreviousData,
  });
