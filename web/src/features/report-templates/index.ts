// The report templates feature's public entry: what other features (the report on a visit, the technician panel)
// may use. The builder pages are imported by their routes only, so dnd-kit stays in the builder's chunk.
export {
  ReportFieldsForm,
  type ReportFieldsFormProps,
  type ReportFieldSlot,
  type ReportFormTag,
} from './report-fields-form.tsx';
export { reportTemplatesKey, reportTemplatesOptions, visitTagsOptions, type VisitTag } from './report-templates-api.ts';
