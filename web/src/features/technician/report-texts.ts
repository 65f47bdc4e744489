import i18n from 'i18next';
import daControls from '../../locales/da/controls.json';
import daReasons from '../../locales/da/reasons.json';
import daReportTemplates from '../../locales/da/reportTemplates.json';
import daReports from '../../locales/da/reports.json';
import daTechnicianReport from '../../locales/da/technicianReport.json';
import enControls from '../../locales/en/controls.json';
import enReasons from '../../locales/en/reasons.json';
import enReportTemplates from '../../locales/en/reportTemplates.json';
import enReports from '../../locales/en/reports.json';
import enTechnicianReport from '../../locales/en/technicianReport.json';

/*
 * The report's texts come with its chunk, not with the first screen (its 120 KB budget, decisions/0016), like
 * time-texts.ts: the panel's own (technicianReport) and the ones the reused report parts speak (the fields form, the
 * photos and signature, the date field, the server's reasons for a refused answer).
 */
i18n.addResourceBundle(
  'da',
  'translation',
  {
    technicianReport: daTechnicianReport,
    reports: daReports,
    reportTemplates: { form: daReportTemplates.form },
    reasons: daReasons,
    controls: daControls,
  },
  true,
  true,
);
i18n.addResourceBundle(
  'en',
  'translation',
  {
    technicianReport: enTechnicianReport,
    reports: enReports,
    reportTemplates: { form: enReportTemplates.form },
    reasons: enReasons,
    controls: enControls,
  },
  true,
  true,
);
