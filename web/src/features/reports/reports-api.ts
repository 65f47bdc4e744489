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
    templateId
    templateName
    templateVersionId
    templateVersionNumber
    fields
    values
    lineChecks
    invoiceVisit
    showLineCheckboxes
    completedAt
    version
    pdfFile {
      id
      name
    }
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

const chooseTemplateMutation = graphql(
  `
    mutation chooseVisitReportTemplate($input: ChooseVisitReportTemplateInput!) {
      chooseVisitReportTemplate(input: $input) {
        ...VisitReportFields
      }
    }
  `,
  [visitReportFragment],
);

const sendMutation = graphql(
  `
    mutation sendVisitReport($input: SendVisitReportInput!, $idempotencyKey: String) {
      sendVisitReport(input: $input, idempotencyKey: $idempotencyKey) {
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

/** The template the visit's report is filled from, before the report is started; null: the company's default. */
export const chooseVisitReportTemplate = (visitId: string, templateId: string | null) =>
  request(chooseTemplateMutation, { input: { visitId, templateId } }).then((d) => typed(d.chooseVisitReportTemplate));

export const sendVisitReport = (input: { visitId: string; to: string }, idempotencyKey: string) =>
  request(sendMutation, { input, idempotencyKey }).then((d) => typed(d.sendVisitReport));

/** The report's PDF: the one stored on completion, else rendered now (the preview; nothing stored). */
export const reportPdfUrl = (report: Pick<VisitReport, 'visitId' | 'pdfFile'>) =>
  report.pdfFile ? `/files/${report.pdfFile.id}` : reportPreviewUrl(report.visitId);

export const reportPreviewUrl = (visitId: string) => `/reports/${visitId}/preview.pdf`;
