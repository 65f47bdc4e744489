import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

const templateSummary = graphql(`
  fragment ReportTemplateSummary on ReportTemplate @_unmask {
    id
    version
    name
    isDefault
    currentVersion
    archivedAt
    updatedAt
  }
`);

const versionDetail = graphql(`
  fragment ReportTemplateVersionDetail on ReportTemplateVersion @_unmask {
    id
    number
    name
    invoiceVisit
    showLineCheckboxes
    showPrices
    createdAt
    fields {
      id
      type
      label
      help
      required
      options
      tagId
    }
  }
`);

const listQuery = graphql(
  `
    query reportTemplates($archived: Boolean) {
      reportTemplates(archived: $archived) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);

const templateQuery = graphql(
  `
    query reportTemplate($id: ID!) {
      reportTemplate(id: $id) {
        ...ReportTemplateSummary
        current {
          ...ReportTemplateVersionDetail
        }
        versions {
          id
          number
          name
          createdAt
        }
      }
    }
  `,
  [templateSummary, versionDetail],
);

const versionQuery = graphql(
  `
    query reportTemplateVersion($templateId: ID!, $number: Int!) {
      reportTemplateVersion(templateId: $templateId, number: $number) {
        ...ReportTemplateVersionDetail
      }
    }
  `,
  [versionDetail],
);

const visitTagsQuery = graphql(`
  query reportTemplateVisitTags {
    customTags(type: "visit") {
      id
      name
      mode
      options
      allowChangeOnReport
    }
  }
`);

const createMutation = graphql(
  `
    mutation createReportTemplate($input: ReportTemplateInput!, $idempotencyKey: String) {
      createReportTemplate(input: $input, idempotencyKey: $idempotencyKey) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);
const saveMutation = graphql(
  `
    mutation saveReportTemplate($id: ID!, $version: Int!, $input: ReportTemplateInput!) {
      saveReportTemplate(id: $id, version: $version, input: $input) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);
const setDefaultMutation = graphql(
  `
    mutation setDefaultReportTemplate($id: ID!) {
      setDefaultReportTemplate(id: $id) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);
const archiveMutation = graphql(
  `
    mutation archiveReportTemplate($id: ID!) {
      archiveReportTemplate(id: $id) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);
const unarchiveMutation = graphql(
  `
    mutation unarchiveReportTemplate($id: ID!) {
      unarchiveReportTemplate(id: $id) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);
const duplicateMutation = graphql(
  `
    mutation duplicateReportTemplate($id: ID!) {
      duplicateReportTemplate(id: $id) {
        ...ReportTemplateSummary
      }
    }
  `,
  [templateSummary],
);

export type ReportTemplateSummary = ResultOf<typeof templateSummary>;
export type ReportTemplateDetail = ResultOf<typeof templateQuery>['reportTemplate'];
export type ReportTemplateVersionDetail = ResultOf<typeof versionDetail>;
export type VisitTag = ResultOf<typeof visitTagsQuery>['customTags'][number];
export type ReportTemplateInputVariables = VariablesOf<typeof createMutation>['input'];

/** Every report template query's key starts so: a save invalidates the list, the template and its versions. */
export const reportTemplatesKey = ['reportTemplates'] as const;

export const reportTemplatesOptions = (archived: boolean) =>
  queryOptions({
    queryKey: [...reportTemplatesKey, 'list', archived],
    queryFn: () => request(listQuery, { archived }),
    select: (data) => data.reportTemplates,
  });

export const reportTemplateOptions = (id: string) =>
  queryOptions({
    queryKey: [...reportTemplatesKey, 'one', id],
    queryFn: () => request(templateQuery, { id }),
    select: (data) => data.reportTemplate,
  });

export const reportTemplateVersionOptions = (templateId: string, number: number) =>
  queryOptions({
    queryKey: [...reportTemplatesKey, 'version', templateId, number],
    queryFn: () => request(versionQuery, { templateId, number }),
    select: (data) => data.reportTemplateVersion,
    // A version never changes once written.
    staleTime: Infinity,
  });

export const visitTagsOptions = queryOptions({
  queryKey: [...reportTemplatesKey, 'visitTags'],
  queryFn: () => request(visitTagsQuery, {}),
  select: (data) => data.customTags,
});

export const createReportTemplate = (input: ReportTemplateInputVariables, idempotencyKey: string) =>
  request(createMutation, { input, idempotencyKey }).then((d) => d.createReportTemplate);
export const saveReportTemplate = (id: string, version: number, input: ReportTemplateInputVariables) =>
  request(saveMutation, { id, version, input }).then((d) => d.saveReportTemplate);
export const setDefaultReportTemplate = (id: string) =>
  request(setDefaultMutation, { id }).then((d) => d.setDefaultReportTemplate);
export const archiveReportTemplate = (id: string) =>
  request(archiveMutation, { id }).then((d) => d.archiveReportTemplate);
export const unarchiveReportTemplate = (id: string) =>
  request(unarchiveMutation, { id }).then((d) => d.unarchiveReportTemplate);
export const duplicateReportTemplate = (id: string) =>
  request(duplicateMutation, { id }).then((d) => d.duplicateReportTemplate);
