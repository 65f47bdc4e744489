import { queryOptions } from '@tanstack/react-query';
import type { ReportField, ReportValues } from '@servio/domain/report-template';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** Under the visits key: a visit change (finished, archived) refreshes its report, and a report change the visit. */
export const visitReportKey = (visitId: string) => ['visits', 'report', visitId] as const;

/** What every answer about a report gives: the template version's fields, the answers and the state. */
const visitReportFragment = graphql(`
  fragment VisitReportFields on VisitReport @_unmask {
    visitId
    visitStatus
    started
    templateName
    templateVersionNumber
    fields
    values
    lineChecks
    invoiceVisit
    showLineCheckboxes
    completedAt
    version
  }
`);

const visitReportQuery = graphql(
  `
    query visitReport($id: ID!) {
      visit(id: $id) {
        id
        archived
        report {
          ...VisitReportFields
        }
      }
    }
  `,
  [visitReportFragment],
);

const saveMutation = graphql(
  `
    mutation saveVisitReport($input: SaveVisitReportInput!) {
      saveVisitReport(input: $input) {
        ...VisitReportFields
      }
    }
  `,
  [visitReportFragment],
);

const completeMutation = graphql(
  `
    mutation completeVisitReport($visitId: ID!, $version: Int!) {
      completeVisitReport(visitId: $visitId, version: $version) {
        ...VisitReportFields
      }
    }
  `,
  [visitReportFragment],
);

const uncompleteMutation = graphql(
  `
    mutation uncompleteVisitReport($visitId: ID!, $version: Int!) {
      uncompleteVisitReport(visitId: $visitId, version: $version) {
        ...VisitReportFields
      }
    }
  `,
  [visitReportFragment],
);

type RawReport = NonNullable<ResultOf<typeof visitReportQuery>['visit']['report']>;

/** A report as the screens use it: the JSON fields typed as the domain's shapes. */
export type VisitReport = Omit<RawReport, 'fields' | 'values' | 'lineChecks'> & {
  fields: ReportField[];
  values: ReportValues;
  lineChecks: Record<string, boolean>;
};

const typed = (report: RawReport): VisitReport => ({
  ...report,
  fields: report.fields as ReportField[],
  values: report.values as ReportValues,
  lineChecks: report.lineChecks as Record<string, boolean>,
});

export const visitReportOptions = (visitId: string) =>
  queryOptions({
    queryKey: visitReportKey(visitId),
    queryFn: async () => {
      const { visit } = await request(visitReportQuery, { id: visitId });
      return { archived: visit.archived, report: visit.report ? typed(visit.report) : null };
    },
  });

export const saveVisitReport = (input: {
  visitId: string;
  version: number | null;
  values: ReportValues;
  lineChecks: Record<string, boolean>;
}) => request(saveMutation, { input }).then((d) => typed(d.saveVisitReport));

export const completeVisitReport = (visitId: string, version: number) =>
  request(completeMutation, { visitId, version }).then((d) => typed(d.completeVisitReport));

export const uncompleteVisitReport = (visitId: string, version: number) =>
  request(uncompleteMutation, { visitId, version }).then((d) => typed(d.uncompleteVisitReport));
