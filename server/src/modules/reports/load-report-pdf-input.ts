import { asc, eq, inArray } from 'drizzle-orm';
import { type HourType, hourTypes, isUuid, personName } from '@servio/domain';
import {
  companies,
  customers,
  reportTemplateVersions,
  timeRegistrations,
  users,
  visitLines,
  visitReports,
  visits,
} from '../../db/tables/index.ts';
import { notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { customerLanguageSql, pdfLanguage } from '../../pdf/customer-language.ts';
import { letterheadColumns, letterheadOf } from '../../pdf/company-letterhead.ts';
import { addressLines } from '../../pdf/letterhead.ts';
import { loadPdfImages } from '../../pdf/load-pdf-images.ts';
import type { ReportPdfInput } from './report-pdf.ts';
import { reportPdfTexts } from './report-pdf-texts.ts';
import { reportFileIds } from './report-files.ts';
import { customerReportContent } from './report-tag-answers.ts';
import { sameCompany } from '../../db/sql.ts';

/** What the PDF job and the send mutation need beside the PDF's input: whom it goes to. */
export interface LoadedReportPdf {
  input: ReportPdfInput;
  reportId: string;
  reportVersion: number;
  completed: boolean;
  pdfFileId: string | null;
  customer: { id: string; email: string | null; sendReportToMe: boolean } | null;
  autoSendReport: boolean;
}

const hourTypeSet = new Set<string>(hourTypes);

/**
 * Everything the report's PDF shows, read in a fixed number of queries whatever the report holds (seven, the
 * time registrations only when the visit shows them), and the images' bytes from the storage, resized. System work:
 * it checks no person's access (the callers do: findVisitReport for a person, the job for its company).
 * NOT_FOUND when the visit has no saved report.
 */
export async function loadReportPdfInput(scope: CompanyScope, visitId: string): Promise<LoadedReportPdf> {
  if (!isUuid(visitId)) throw notFound();
  const [company] = await scope.db
    .select({
      ...letterheadColumns,
      allowShowVisitTimeRegs: companies.allowShowVisitTimeRegs,
      autoSendReport: companies.autoSendReport,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const [row] = await scope.db
    .select({
      visit: visits,
      customer: customers,
      report: visitReports,
      template: reportTemplateVersions,
      customerLanguage: customerLanguageSql(visits.customerId),
    })
    .from(visits)
    .innerJoin(visitReports, sameCompany(visitReports, visits, eq(visitReports.visitId, visits.id)))
    .innerJoin(
      reportTemplateVersions,
      sameCompany(reportTemplateVersions, visitReports, eq(reportTemplateVersions.id, visitReports.templateVersionId)),
    )
    .leftJoin(customers, sameCompany(customers, visits, eq(customers.id, visits.customerId)))
    .where(eq(visits.id, visitId));
  if (!company || !row) throw notFound();
  const { visit, customer, report, template, customerLanguage } = row;

  const employees =
    visit.employeeIds.length === 0
      ? []
      : await scope.db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, visit.employeeIds));
  const employeeNames = visit.employeeIds.flatMap((id) => {
    const person = employees.find((e) => e.id === id);
    return person ? [personName(person)] : [];
  });

  const lines = await scope.db
    .select()
    .from(visitLines)
    .where(eq(visitLines.visitId, visit.id))
    .orderBy(asc(visitLines.position), asc(visitLines.createdAt));
  // Prices only when both allow: the template shows them and the customer wants them on the report.
  const showPrices = template.showPrices && Boolean(customer?.showPricesInReport);

  const language = pdfLanguage(customerLanguage);
  const texts = reportPdfTexts[language];
  const showTime = company.allowShowVisitTimeRegs && visit.showTimeRegs;
  const registrations = showTime
    ? await scope.db
        .select({
          type: timeRegistrations.type,
          workDate: timeRegistrations.workDate,
          minutes: timeRegistrations.minutes,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(timeRegistrations)
        .innerJoin(users, eq(users.id, timeRegistrations.employeeId))
        .where(eq(timeRegistrations.visitId, visit.id))
        .orderBy(asc(timeRegistrations.workDate), asc(timeRegistrations.startsAt))
    : [];

  const content = await customerReportContent(scope, template.fields, report.values);
  const images = await loadPdfImages(scope, [
    ...[...reportFileIds(template.fields, report.values).values()].flat(),
    ...(company.logoFileId ? [company.logoFileId] : []),
  ]);

  return {
    reportId: report.id,
    reportVersion: report.version,
    completed: report.completedAt !== null,
    pdfFileId: report.pdfFileId,
    customer: customer ? { id: customer.id, email: customer.email, sendReportToMe: customer.sendReportToMe } : null,
    autoSendReport: company.autoSendReport,
    input: {
      language,
      company: {
        ...letterheadOf(company, images),
      },
      visit: {
        caseNumber: visit.caseNumber,
        description: visit.description,
        customerName: visit.customerName,
        addressLines: addressLines(visit.streetAddress, visit.zipcode, visit.city),
        start: visit.start,
        end: visit.end,
        employeeNames,
      },
      templateName: template.name,
      fields: content.fields,
      values: content.values,
      images,
      lines: lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        ...(showPrices ? { unitPrice: line.unitPrice, total: line.total } : {}),
        checked: template.showLineCheckboxes ? Boolean(report.lineChecks[line.id]) : null,
      })),
      showPrices,
      showLineCheckboxes: template.showLineCheckboxes,
      // Hours only: km and amounts are not time on the visit.
      timeRegistrations: registrations
        .filter((r) => hourTypeSet.has(r.type) && r.minutes !== null)
        .map((r) => ({
          employeeName: personName(r),
          date: r.workDate,
          minutes: r.minutes!,
          type: texts.hourTypes[r.type as HourType],
        })),
      completedAt: report.completedAt,
    },
  };
}
