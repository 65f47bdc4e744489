import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const auditLogQuery = graphql(`
  query auditLog($action: String, $actorEmail: String, $from: DateTime, $to: DateTime, $offset: Int, $limit: Int) {
    auditLog(action: $action, actorEmail: $actorEmail, from: $from, to: $to, offset: $offset, limit: $limit) {
      totalCount
      totalCountCapped
      items {
        id
        at
        action
        actorEmail
        companyId
        companyName
        ip
        details
      }
    }
  }
`);

const allAuditLogQuery = graphql(`
  query allAuditLog(
    $companyId: ID
    $action: String
    $actorEmail: String
    $from: DateTime
    $to: DateTime
    $offset: Int
    $limit: Int
  ) {
    allAuditLog(
      companyId: $companyId
      action: $action
      actorEmail: $actorEmail
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      totalCount
      totalCountCapped
      items {
        id
        at
        action
        actorEmail
        companyId
        companyName
        ip
        details
      }
    }
  }
`);

export type AuditLogVariables = VariablesOf<typeof allAuditLogQuery>;
export type AuditPage = ResultOf<typeof auditLogQuery>['auditLog'];
export type AuditEntry = AuditPage['items'][number];

export const auditLogKey = ['auditLog'] as const;

/**
 * One page of the log: the viewer's company (`scope: 'company'`, administrators) or every company
 * (`scope: 'all'`, superadmin; `companyId` narrows it to one).
 */
export const auditLogOptions = (scope: 'company' | 'all', variables: AuditLogVariables) =>
  queryOptions({
    queryKey: [...auditLogKey, scope, variables],
    queryFn: async (): Promise<AuditPage> => {
      if (scope === 'all') return (await request(allAuditLogQuery, variables)).allAuditLog;
      const { companyId: _all, ...own } = variables;
      return (await request(auditLogQuery, own)).auditLog;
    },
    placeholderData: keepPreviousData,
  });
