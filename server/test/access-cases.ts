import {
  demoCompanyId,
  demoLinkedVisitIds,
  demoLoginCustomerId,
  demoLoginCustomerVisitId,
  demoNotificationId,
  demoOpenBookingId,
  demoSeriesVisitId,
} from '../src/db/seed/demo.ts';
import { demoArchivedItemId, demoItemGroupIds, demoItemId } from '../src/db/seed/demo-items.ts';
import { demoEquipmentIds } from '../src/db/seed/demo-equipment.ts';
import { demoReportTemplateIds } from '../src/db/seed/demo-report-templates.ts';

const demo = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
/** Seeded Demo Service records: a technician with visits, a department in use, a visit custom tag. */
const demoEmployeeId = demo(4);
const demoDepartmentId = demo(100);
const demoCustomTagId = demo(300);
/** The demo's first invoice (issued; its visit was invoiced in the demo's past). */
const demoInvoiceId = demo(5001);
const missingId = '00000000-0000-4000-8000-00000000dead';
/** An hour from now: inside the demo dehumidifier's current rental (it started three days ago). */
const rentalNow = { s: new Date().toISOString(), e: new Date(Date.now() + 3_600_000).toISOString() };
const importCsv = 'Fornavn;Email\nAdgang;adgang-import@example.dk\n';

/**
 * One sample call per operation of the schema, for the generated access test. `variables` should make
 * the call succeed for a role the access table allows. Operations on one record also give
 * `foreignVariables`: the same call aimed at a record of Demo Service ApS, which an administrator of
 * Anden Firma ApS must get NOT_FOUND for (never FORBIDDEN: another company's records do not exist to them).
 */
export interface AccessCase {
  operation: string;
  document: string;
  variables?: Record<string, unknown>;
  foreignVariables?: Record<string, unknown>;
}

export const accessCases: AccessCase[] = [
  { operation: 'Query.me', document: 'query { me { id } }' },
  { operation: 'Query.company', document: 'query { company { id } }' },
  {
    operation: 'Query.customTags',
    document: 'query ($type: String) { customTags(type: $type) { id } }',
    variables: { type: 'visit' },
  },
  { operation: 'Query.navigationCounts', document: 'query { navigationCounts { dueVisits } }' },
  // Notifications and the activity feed (docs/decisions/0032-live-notifications.md)
  {
    operation: 'Query.notifications',
    document: 'query { notifications(limit: 5) { totalCount unreadCount items { id kind payload readAt } } }',
  },
  {
    operation: 'Mutation.markNotificationRead',
    // The demo administrator's own: others (employees included) get NOT_FOUND, as for another company's record.
    document: 'mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }',
    variables: { id: demoNotificationId },
    foreignVariables: { id: demoNotificationId },
  },
  { operation: 'Mutation.markAllNotificationsRead', document: 'mutation { markAllNotificationsRead }' },
  {
    operation: 'Query.events',
    document:
      'query { events(kinds: ["visit_completed"], limit: 5) { totalCount unseenCount items { id kind seen } } }',
  },
  { operation: 'Mutation.markEventsSeen', document: 'mutation { markEventsSeen }' },
  { operation: 'Query.overview', document: 'query { overview { todayVisitCount } }' },
  { operation: 'Query.companies', document: 'query { companies { id } }' },
  { operation: 'Query.auditLog', document: 'query { auditLog(limit: 5) { totalCount items { action } } }' },
  { operation: 'Query.allAuditLog', document: 'query { allAuditLog(limit: 5) { totalCount } }' },
  { operation: 'Mutation.updateMe', document: 'mutation { updateMe(prefLang: "da") { id } }' },
  {
    operation: 'Mutation.changePassword',
    // A wrong current password: allowed roles get BAD_USER_INPUT, which proves the call got past access.
    document: 'mutation { changePassword(currentPassword: "not-the-password", newPassword: "a-long-new-password") }',
  },
  {
    operation: 'Mutation.updateCompanySettings',
    document: 'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
    // A stale version: allowed roles get CONFLICT and nothing changes.
    variables: { input: { version: 999_999, paymentDelayDays: 10 } },
  },
  {
    operation: 'Mutation.switchCompany',
    document: 'mutation ($id: ID!) { switchCompany(companyId: $id) { id } }',
    variables: { id: demoCompanyId },
  },
  { operation: 'Mutation.exitCompanySwitch', document: 'mutation { exitCompanySwitch { id } }' },

  // Customers
  { operation: 'Query.customers', document: 'query { customers(search: "andersen") { totalCount items { id } } }' },
  {
    operation: 'Query.customer',
    document: 'query ($id: ID!) { customer(id: $id) { id name } }',
    variables: { id: demoLoginCustomerId },
    foreignVariables: { id: demoLoginCustomerId },
  },
  { operation: 'Query.customersCsv', document: 'query { customersCsv(search: "andersen") }' },
  { operation: 'Query.myVisits', document: 'query { myVisits { totalCount items { id } } }' },
  { operation: 'Query.myCustomers', document: 'query { myCustomers { id name own } }' },
  // The portal's units and shared files: the login's own only (my-materials.test.ts, my-documents.test.ts).
  {
    operation: 'Query.myMaterials',
    document: 'query { myMaterials(limit: 5) { totalCount items { id nextServiceOn serviceStatus } } }',
  },
  { operation: 'Query.myDocuments', document: 'query { myDocuments(limit: 5) { totalCount items { id url } } }' },
  { operation: 'Query.myInvoices', document: 'query { myInvoices { totalCount items { id paid overdue } } }' },
  {
    // The customer's own visit: her login reads it (other customers' visits are NOT_FOUND, in customer-visit.test.ts).
    // Only a customer may call it, so another company's administrator is refused before any record is looked up.
    operation: 'Query.myVisit',
    document: 'query ($id: ID!) { myVisit(id: $id) { id caseNumber } }',
    variables: { id: demoLoginCustomerVisitId },
  },
  // Messages (docs/decisions/0035-messages.md): the login customer's visit's thread. Staff not on it and another
  // company's administrator get NOT_FOUND; an empty body is BAD_USER_INPUT past access, so nothing is written.
  {
    operation: 'Query.messages',
    document: 'query ($visitId: ID) { messages(visitId: $visitId) { totalCount items { id body mine } } }',
    variables: { visitId: demoLoginCustomerVisitId },
    foreignVariables: { visitId: demoLoginCustomerVisitId },
  },
  {
    operation: 'Mutation.postMessage',
    document: 'mutation ($input: PostMessageInput!) { postMessage(input: $input) { id } }',
    variables: { input: { visitId: demoLoginCustomerVisitId, visibility: 'ALL', body: ' ' } },
    foreignVariables: { input: { visitId: demoLoginCustomerVisitId, visibility: 'ALL', body: 'Adgang' } },
  },
  { operation: 'Query.messageRecipients', document: 'query { messageRecipients { id name } }' },
  {
    operation: 'Mutation.createCustomer',
    document: 'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    variables: { input: { firstName: 'Adgang', lastName: 'Test' } },
  },
  {
    operation: 'Mutation.updateCustomer',
    // A stale version: allowed roles get CONFLICT and nothing changes.
    document: 'mutation ($id: ID!) { updateCustomer(id: $id, version: 999999, input: { notes: "x" }) { id } }',
    variables: { id: demoLoginCustomerId },
    foreignVariables: { id: demoLoginCustomerId },
  },
  {
    operation: 'Mutation.deleteCustomer',
    // Mette has visits: allowed roles are refused with customer.hasVisits.
    document: 'mutation ($id: ID!) { deleteCustomer(id: $id) }',
    variables: { id: demoLoginCustomerId },
    foreignVariables: { id: demoLoginCustomerId },
  },
  {
    operation: 'Mutation.previewCustomerImport',
    document: 'mutation ($csv: String!) { previewCustomerImport(csv: $csv) { rowCount } }',
    variables: { csv: importCsv },
  },
  {
    operation: 'Mutation.importCustomers',
    document:
      'mutation ($csv: String!) { importCustomers(csv: $csv, mapping: ["firstName", "email"]) { createdCount } }',
    variables: { csv: importCsv },
  },
  {
    operation: 'Mutation.inviteCustomer',
    document: 'mutation ($id: ID!) { inviteCustomer(id: $id) { link } }',
    variables: { id: demoLoginCustomerId },
    foreignVariables: { id: demoLoginCustomerId },
  },

  // Employees
  { operation: 'Query.employees', document: 'query { employees { totalCount items { id } } }' },
  {
    operation: 'Query.assignableEmployees',
    document: 'query { assignableEmployees { id name role kind department { id name } } }',
  },
  {
    operation: 'Query.employee',
    document: 'query ($id: ID!) { employee(id: $id) { id } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.createEmployee',
    document: 'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
    // A taken email: allowed roles get BAD_USER_INPUT duplicateEmail and nothing is written.
    variables: { input: { firstName: 'Ny', email: 'jonas@demo.dk', kind: 'field', role: 'employee' } },
  },
  {
    operation: 'Mutation.updateEmployee',
    document: 'mutation ($id: ID!) { updateEmployee(id: $id, version: 999999, input: { lastName: "X" }) { id } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.deactivateEmployee',
    document: 'mutation ($id: ID!) { deactivateEmployee(id: $id) { id } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.reactivateEmployee',
    document: 'mutation ($id: ID!) { reactivateEmployee(id: $id) { id } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.deleteEmployee',
    // Jonas has visits: refused with employee.hasHistory.
    document: 'mutation ($id: ID!) { deleteEmployee(id: $id) }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.inviteEmployee',
    document: 'mutation ($id: ID!) { inviteEmployee(id: $id) { link } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.startPasswordReset',
    document: 'mutation ($id: ID!) { startPasswordReset(userId: $id) }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },

  // Departments
  { operation: 'Query.departments', document: 'query { departments { id memberCount } }' },
  {
    operation: 'Query.department',
    document: 'query ($id: ID!) { department(id: $id) { id members { id } } }',
    variables: { id: demoDepartmentId },
    foreignVariables: { id: demoDepartmentId },
  },
  {
    operation: 'Mutation.createDepartment',
    document: 'mutation { createDepartment(input: { name: "Adgang" }) { id } }',
  },
  {
    operation: 'Mutation.updateDepartment',
    document: 'mutation ($id: ID!) { updateDepartment(id: $id, version: 999999, input: { name: "X" }) { id } }',
    variables: { id: demoDepartmentId },
    foreignVariables: { id: demoDepartmentId },
  },
  {
    operation: 'Mutation.deleteDepartment',
    // In use by employees and visits: refused with department.inUse.
    document: 'mutation ($id: ID!) { deleteDepartment(id: $id) }',
    variables: { id: demoDepartmentId },
    foreignVariables: { id: demoDepartmentId },
  },

  // Custom tags
  {
    operation: 'Mutation.createCustomTag',
    document: 'mutation { createCustomTag(input: { name: "Adgang", type: "customer", mode: "checkbox" }) { id } }',
  },
  {
    operation: 'Mutation.updateCustomTag',
    document: 'mutation ($id: ID!) { updateCustomTag(id: $id, version: 999999, input: { name: "X" }) { id } }',
    variables: { id: demoCustomTagId },
    foreignVariables: { id: demoCustomTagId },
  },
  {
    operation: 'Mutation.deleteCustomTag',
    // A tag that does not exist: allowed roles get NOT_FOUND, and the seeded tags stay.
    document: 'mutation ($id: ID!) { deleteCustomTag(id: $id) }',
    variables: { id: missingId },
    foreignVariables: { id: demoCustomTagId },
  },
  {
    operation: 'Mutation.reorderCustomTags',
    // An incomplete list: allowed roles get BAD_USER_INPUT customTag.reorderMismatch.
    document: 'mutation ($ids: [ID!]!) { reorderCustomTags(type: "visit", ids: $ids) { id } }',
    variables: { ids: [demoCustomTagId] },
  },

  // Visits. A linked visit and the series visit of Demo Service; mutations use stale versions or refused
  // changes, so allowed roles get CONFLICT or BAD_USER_INPUT and nothing changes.
  {
    operation: 'Query.visits',
    document: 'query { visits(filter: { view: due }) { totalCount items { id caseNumber } } }',
  },
  {
    operation: 'Query.visit',
    document: 'query ($id: ID!) { visit(id: $id) { id caseNumber } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Query.calendarVisits',
    document:
      'query ($from: DateTime!, $to: DateTime!) { calendarVisits(from: $from, to: $to, dateType: week) { key projected } }',
    variables: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
  },
  {
    operation: 'Query.calendarVisitsPacked',
    document:
      'query ($from: DateTime!, $to: DateTime!) { calendarVisitsPacked(from: $from, to: $to, dateType: month) }',
    variables: { from: '2026-03-02T00:00:00Z', to: '2026-04-06T00:00:00Z' },
  },
  // My schedule's calendar feed: each caller's own (a new feed revokes the caller's earlier one).
  { operation: 'Query.myCalendarFeed', document: 'query { myCalendarFeed { createdAt } }' },
  { operation: 'Mutation.renewCalendarFeed', document: 'mutation { renewCalendarFeed { path createdAt } }' },
  { operation: 'Mutation.revokeCalendarFeed', document: 'mutation { revokeCalendarFeed }' },
  {
    operation: 'Query.technicianVisits',
    document:
      'query ($from: DateTime!, $to: DateTime!) { technicianVisits(from: $from, to: $to) { id customer { name } } }',
    variables: { from: '2026-03-02T00:00:00Z', to: '2026-03-09T00:00:00Z' },
  },
  {
    operation: 'Query.recurrencePreview',
    document:
      'query { recurrencePreview(rule: { frequency: weekly, interval: 2 }, start: "2026-03-02T07:00:00Z", count: 3) }',
  },
  {
    operation: 'Mutation.createVisit',
    document: 'mutation ($input: VisitInput!) { createVisit(input: $input) { id } }',
    variables: { input: { description: 'Adgang' } },
  },
  {
    operation: 'Mutation.updateVisit',
    document: 'mutation ($id: ID!) { updateVisit(id: $id, version: 999999, input: { description: "x" }) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.deleteVisit',
    // Linked: allowed roles are refused with visit.hasLinks.
    document: 'mutation ($id: ID!) { deleteVisit(id: $id) }',
    variables: { id: demoLinkedVisitIds[0] },
    foreignVariables: { id: demoLinkedVisitIds[0] },
  },
  {
    operation: 'Mutation.moveVisit',
    document:
      'mutation ($id: ID!) { moveVisit(id: $id, version: 999999, start: "2026-03-02T07:00:00Z", end: "2026-03-02T09:00:00Z") { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  // The planning board (issue #20): both companies have enablePlanningPage. A stale version: allowed roles get
  // CONFLICT and nothing changes; another company's visit is NOT_FOUND before its employees are looked at.
  {
    operation: 'Query.planningBoard',
    document:
      'query ($from: String!) { planningBoard(from: $from, days: 7) { from employees { id } visits { id } unscheduled { id } absences { employeeId } } }',
    variables: { from: new Date().toISOString().slice(0, 10) },
  },
  {
    operation: 'Query.planningBoardPacked',
    document: 'query ($from: String!) { planningBoardPacked(from: $from, days: 7) }',
    variables: { from: new Date().toISOString().slice(0, 10) },
  },
  {
    operation: 'Mutation.planVisit',
    document:
      'mutation ($id: ID!, $employeeIds: [ID!]!) { planVisit(id: $id, version: 999999, start: "2026-03-02T07:00:00Z", end: "2026-03-02T09:00:00Z", employeeIds: $employeeIds) { id } }',
    variables: { id: demoSeriesVisitId, employeeIds: [demoEmployeeId] },
    foreignVariables: { id: demoSeriesVisitId, employeeIds: [demoEmployeeId] },
  },
  {
    operation: 'Mutation.startVisit',
    document: 'mutation ($id: ID!) { startVisit(id: $id, version: 999999) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.finishVisit',
    document: 'mutation ($id: ID!) { finishVisit(id: $id, version: 999999, reportCompleted: true) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.setReportCompleted',
    // Not finished: allowed roles get BAD_USER_INPUT visit.notFinished.
    document: 'mutation ($id: ID!) { setReportCompleted(id: $id, version: 999999, completed: true) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.archiveVisits',
    // Not finished: refused with visit.notFinished.
    document: 'mutation ($ids: [ID!]!) { archiveVisits(ids: $ids) { id } }',
    variables: { ids: [demoSeriesVisitId] },
    foreignVariables: { ids: [demoSeriesVisitId] },
  },
  {
    operation: 'Mutation.unarchiveVisits',
    // Not archived: nothing to change.
    document: 'mutation ($ids: [ID!]!) { unarchiveVisits(ids: $ids) { id archived } }',
    variables: { ids: [demoSeriesVisitId] },
    foreignVariables: { ids: [demoSeriesVisitId] },
  },
  {
    operation: 'Mutation.setVisitAcceptance',
    document: 'mutation ($id: ID!) { setVisitAcceptance(id: $id, version: 999999, acceptance: accepted) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.linkVisits',
    // Linking a visit to itself: refused with visit.linkSelf.
    document: 'mutation ($id: ID!) { linkVisits(id: $id, linkedIds: [$id]) { id } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.unlinkVisits',
    // Two visits that are not linked: nothing changes.
    document: 'mutation ($id: ID!, $other: ID!) { unlinkVisits(id: $id, linkedIds: [$other]) { id } }',
    variables: { id: demoSeriesVisitId, other: demoLinkedVisitIds[1] },
    foreignVariables: { id: demoSeriesVisitId, other: demoLinkedVisitIds[1] },
  },

  // Time registrations. Writes send input refused before anything is saved (end before start) or aim at no record;
  // cross-company and own-registrations-only are proved in time-registrations.test.ts.
  {
    operation: 'Query.timeRegistrations',
    document: 'query { timeRegistrations(from: "2026-01-01", to: "2026-01-31") { totalCount items { id } } }',
  },
  {
    operation: 'Query.timeRegistration',
    document: 'query ($id: ID!) { timeRegistration(id: $id) { id } }',
    variables: { id: missingId },
  },
  {
    operation: 'Query.timesheetWeek',
    document: 'query { timesheetWeek(date: "2026-06-10") { weekStart minutes } }',
  },
  { operation: 'Query.timeSettings', document: 'query { timeSettings { normMinutesPerWeek } }' },
  { operation: 'Query.payrollCsv', document: 'query { payrollCsv(from: "2026-06-01", to: "2026-06-30") }' },
  {
    operation: 'Mutation.registerTime',
    document: 'mutation ($input: TimeRegistrationInput!) { registerTime(input: $input) { id } }',
    variables: { input: { type: 'regular', startsAt: '2026-06-10T10:00:00Z', endsAt: '2026-06-10T09:00:00Z' } },
  },
  {
    operation: 'Mutation.updateTimeRegistration',
    document:
      'mutation ($id: ID!, $input: TimeRegistrationInput!) { updateTimeRegistration(id: $id, version: 1, input: $input) { id } }',
    variables: { id: missingId, input: { type: 'regular', date: '2026-06-10', minutes: 60 } },
  },
  {
    operation: 'Mutation.deleteTimeRegistration',
    document: 'mutation ($id: ID!) { deleteTimeRegistration(id: $id) }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.approveTimeWeek',
    document: 'mutation ($id: ID!) { approveTimeWeek(employeeId: $id, date: "2000-01-03") { approved } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.reopenTimeWeek',
    document: 'mutation ($id: ID!) { reopenTimeWeek(employeeId: $id, date: "2000-01-03") { approved } }',
    variables: { id: demoEmployeeId },
    foreignVariables: { id: demoEmployeeId },
  },
  {
    operation: 'Mutation.updateTimeSettings',
    // A negative norm: refused with timeRegistration.normInvalid.
    document: 'mutation ($input: TimeSettingsInput!) { updateTimeSettings(input: $input) { normMinutesPerWeek } }',
    variables: {
      input: {
        normMinutesPerWeek: -1,
        kmRateOre: 381,
        disabledTypes: [],
        rateMapping: {
          regular: 'regular',
          overtime: 'overtime',
          driving: 'hourly',
          sick: 'regular',
          vacation: 'regular',
          calendar_holiday: 'regular',
          counterbalance_overtime: 'regular',
          accord: 'regular',
        },
      },
    },
  },

  // The price-list import: operations on one import aim at none (NOT_FOUND past access); another company's import
  // is NOT_FOUND in price-list-import.test.ts.
  {
    operation: 'Query.priceListImport',
    document: 'query ($id: ID!) { priceListImport(id: $id) { id } }',
    variables: { id: missingId },
  },
  {
    operation: 'Query.priceListImportPreview',
    document: 'query ($id: ID!) { priceListImportPreview(importId: $id) { newCount } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.startPriceListImport',
    document: 'mutation { startPriceListImport(lineCount: 1, createNew: false, mapping: ["sku"]) { id } }',
  },
  {
    operation: 'Mutation.addPriceListImportLines',
    document: 'mutation ($id: ID!) { addPriceListImportLines(importId: $id, lines: [{ line: 2, sku: "A-1" }]) }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.applyPriceListImport',
    document: 'mutation ($id: ID!) { applyPriceListImport(importId: $id) { id } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.discardPriceListImport',
    document: 'mutation ($id: ID!) { discardPriceListImport(importId: $id) }',
    variables: { id: missingId },
  },
  // Items and item groups: Demo Service's Luftfilter (FLT-100, active), its archived R410A and the group Filtre (in
  // use). Writes are refused (a taken SKU or name, a stale version, an item in use) or change nothing (archiving the
  // archived, unarchiving the active), so the demo stays as seeded.
  { operation: 'Query.items', document: 'query { items(search: "filter") { totalCount items { id salesPrice } } }' },
  {
    operation: 'Query.item',
    document: 'query ($id: ID!) { item(id: $id) { id sku costPrice onHand } }',
    variables: { id: demoItemId },
    foreignVariables: { id: demoItemId },
  },
  { operation: 'Query.itemGroups', document: 'query { itemGroups { id name markupBp itemCount } }' },
  {
    operation: 'Query.itemGroup',
    document: 'query ($id: ID!) { itemGroup(id: $id) { id markupBp } }',
    variables: { id: demoItemGroupIds.filters },
    foreignVariables: { id: demoItemGroupIds.filters },
  },
  {
    operation: 'Query.previewItemGroupMarkup',
    document: 'query ($id: ID!) { previewItemGroupMarkup(id: $id, markupBp: 4000) { changedCount } }',
    variables: { id: demoItemGroupIds.filters },
    foreignVariables: { id: demoItemGroupIds.filters },
  },
  {
    operation: 'Mutation.createItem',
    // A taken SKU: allowed roles get BAD_USER_INPUT item.skuTaken and nothing is written.
    document: 'mutation { createItem(input: { sku: "FLT-100", name: "Adgang", unit: stk }) { id } }',
  },
  {
    operation: 'Mutation.updateItem',
    document:
      'mutation ($id: ID!) { updateItem(id: $id, version: 999999, input: { sku: "FLT-100", name: "X", unit: stk }) { id } }',
    variables: { id: demoItemId },
    foreignVariables: { id: demoItemId },
  },
  {
    operation: 'Mutation.archiveItem',
    document: 'mutation ($id: ID!) { archiveItem(id: $id) { id active } }',
    variables: { id: demoArchivedItemId },
    foreignVariables: { id: demoArchivedItemId },
  },
  {
    operation: 'Mutation.unarchiveItem',
    document: 'mutation ($id: ID!) { unarchiveItem(id: $id) { id active } }',
    variables: { id: demoItemId },
    foreignVariables: { id: demoItemId },
  },
  {
    operation: 'Mutation.deleteItem',
    // No such item: allowed roles get NOT_FOUND; another company's administrator the same for the demo's.
    document: 'mutation ($id: ID!) { deleteItem(id: $id) }',
    variables: { id: missingId },
    foreignVariables: { id: demoItemId },
  },
  {
    operation: 'Mutation.createItemGroup',
    document: 'mutation { createItemGroup(input: { name: "filtre", markupBp: 100 }) { id } }',
  },
  {
    operation: 'Mutation.updateItemGroup',
    document:
      'mutation ($id: ID!) { updateItemGroup(id: $id, version: 999999, input: { name: "Filtre", markupBp: 100 }) { id } }',
    variables: { id: demoItemGroupIds.filters },
    foreignVariables: { id: demoItemGroupIds.filters },
  },
  {
    operation: 'Mutation.deleteItemGroup',
    // In use by items: refused with itemGroup.inUse.
    document: 'mutation ($id: ID!) { deleteItemGroup(id: $id) }',
    variables: { id: demoItemGroupIds.filters },
    foreignVariables: { id: demoItemGroupIds.filters },
  },

  // The equipment catalogue (docs/decisions/0033-equipment.md): the administrator's.
  {
    operation: 'Query.equipmentCategories',
    document: 'query { equipmentCategories { id name productCount version } }',
  },
  {
    operation: 'Query.equipmentCategory',
    document: 'query ($id: ID!) { equipmentCategory(id: $id) { id productCount } }',
    variables: { id: demoEquipmentIds.heatPumps },
    foreignVariables: { id: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Query.equipmentProducts',
    document:
      'query ($categoryId: ID) { equipmentProducts(search: "nz25", categoryId: $categoryId, limit: 5) { totalCount items { id category { name } materialCount } } }',
    variables: { categoryId: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Query.equipmentProduct',
    document: 'query ($id: ID!) { equipmentProduct(id: $id) { id name serviceIntervalMonths category { id } } }',
    variables: { id: demoEquipmentIds.heatPumpProduct },
    foreignVariables: { id: demoEquipmentIds.heatPumpProduct },
  },
  {
    operation: 'Mutation.createEquipmentCategory',
    // A second allowed caller finds the name taken (BAD_USER_INPUT): still allowed.
    document: 'mutation { createEquipmentCategory(input: { name: "Rottefælder" }) { id } }',
  },
  {
    operation: 'Mutation.updateEquipmentCategory',
    document:
      'mutation ($id: ID!) { updateEquipmentCategory(id: $id, version: 999999, input: { name: "Varmepumper" }) { id } }',
    variables: { id: demoEquipmentIds.heatPumps },
    foreignVariables: { id: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Mutation.deleteEquipmentCategory',
    // Products belong to it: refused with CONFLICT equipmentCategory.inUse.
    document: 'mutation ($id: ID!) { deleteEquipmentCategory(id: $id) }',
    variables: { id: demoEquipmentIds.heatPumps },
    foreignVariables: { id: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Mutation.createEquipmentProduct',
    document:
      'mutation ($categoryId: ID!) { createEquipmentProduct(input: { categoryId: $categoryId, name: "Adgang 1", serviceIntervalMonths: 12 }) { id } }',
    variables: { categoryId: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Mutation.updateEquipmentProduct',
    document:
      'mutation ($id: ID!, $categoryId: ID!) { updateEquipmentProduct(id: $id, version: 999999, input: { categoryId: $categoryId, name: "Etherea NZ25" }) { id } }',
    variables: { id: demoEquipmentIds.heatPumpProduct, categoryId: demoEquipmentIds.heatPumps },
    foreignVariables: { id: demoEquipmentIds.heatPumpProduct, categoryId: demoEquipmentIds.heatPumps },
  },
  {
    operation: 'Mutation.deleteEquipmentProduct',
    // Materials of it exist: refused with CONFLICT equipmentProduct.inUse.
    document: 'mutation ($id: ID!) { deleteEquipmentProduct(id: $id) }',
    variables: { id: demoEquipmentIds.heatPumpProduct },
    foreignVariables: { id: demoEquipmentIds.heatPumpProduct },
  },
  // Materials (docs/decisions/0033-equipment.md): the demo's due heat pump. Writes are refused (a taken serial, a
  // stale version, a missing id, an unknown model) or change nothing (unarchiving the active), so the demo stays.
  {
    operation: 'Query.materials',
    document:
      'query { materials(status: reminderUnsent, limit: 5) { totalCount items { id serviceStatus product { id } } } }',
  },
  {
    operation: 'Query.material',
    document: 'query ($id: ID!) { material(id: $id) { id nextServiceOn serviceStatus customer { id } } }',
    variables: { id: demoEquipmentIds.dueMaterial },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Query.materialsByIds',
    document: 'query ($ids: [ID!]!) { materialsByIds(ids: $ids) { id } }',
    variables: { ids: [demoEquipmentIds.dueMaterial] },
  },
  {
    operation: 'Mutation.createMaterial',
    document:
      'mutation ($productId: ID!) { createMaterial(input: { productId: $productId, serialNumber: "pa-nz25-10231" }) { id } }',
    variables: { productId: demoEquipmentIds.heatPumpProduct },
  },
  {
    operation: 'Mutation.updateMaterial',
    document:
      'mutation ($id: ID!, $productId: ID!) { updateMaterial(id: $id, version: 999999, input: { productId: $productId }) { id } }',
    variables: { id: demoEquipmentIds.dueMaterial, productId: demoEquipmentIds.heatPumpProduct },
    foreignVariables: { id: demoEquipmentIds.dueMaterial, productId: demoEquipmentIds.heatPumpProduct },
  },
  {
    operation: 'Mutation.archiveMaterial',
    document: 'mutation ($id: ID!) { archiveMaterial(id: $id) { id } }',
    variables: { id: missingId },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Mutation.unarchiveMaterial',
    document: 'mutation ($id: ID!) { unarchiveMaterial(id: $id) { id archived } }',
    variables: { id: demoEquipmentIds.dueMaterial },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Mutation.deleteMaterial',
    document: 'mutation ($id: ID!) { deleteMaterial(id: $id) }',
    variables: { id: missingId },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Mutation.previewMaterialImport',
    document: 'mutation ($csv: String!) { previewMaterialImport(csv: $csv) { rowCount validCount } }',
    variables: { csv: 'Model;Serienummer\nEtherea NZ25;PA-NZ25-10231\n' },
  },
  {
    operation: 'Mutation.importMaterials',
    // An unknown model: the row is skipped, nothing is written.
    document: 'mutation ($csv: String!) { importMaterials(csv: $csv) { createdCount } }',
    variables: { csv: 'Model;Serienummer\nFindes ikke;X-1\n' },
  },

  // Rentals (docs/decisions/0033-equipment.md): the demo's dehumidifier is rented out now, so the writes below are
  // refused (a conflict, a stale version) and change nothing.
  {
    operation: 'Query.rentals',
    document: 'query ($id: ID) { rentals(materialId: $id, limit: 5) { totalCount items { id customer { id } } } }',
    variables: { id: demoEquipmentIds.rentableMaterial },
  },
  {
    operation: 'Query.rental',
    document: 'query ($id: ID!) { rental(id: $id) { id material { serialNumber } } }',
    variables: { id: demoEquipmentIds.rental },
    foreignVariables: { id: demoEquipmentIds.rental },
  },
  {
    operation: 'Query.rentableMaterials',
    document: 'query { rentableMaterials { material { id } upcomingRentals { id } } }',
  },
  {
    operation: 'Query.rentalOverlap',
    document:
      'query ($id: ID!, $s: DateTime!, $e: DateTime!) { rentalOverlap(materialId: $id, startsAt: $s, endsAt: $e) { state } }',
    variables: { id: demoEquipmentIds.rentableMaterial, s: rentalNow.s, e: rentalNow.e },
    foreignVariables: { id: demoEquipmentIds.rentableMaterial, s: rentalNow.s, e: rentalNow.e },
  },
  {
    operation: 'Mutation.createRental',
    // Over the current rental without confirmation: CONFLICT rental.conflict, nothing saved.
    document: 'mutation ($input: RentalInput!) { createRental(input: $input) { id } }',
    variables: {
      input: { materialId: demoEquipmentIds.rentableMaterial, startsAt: rentalNow.s, endsAt: rentalNow.e, price: 0 },
    },
  },
  {
    operation: 'Mutation.updateRental',
    document:
      'mutation ($id: ID!, $input: RentalInput!) { updateRental(id: $id, version: 999999, input: $input) { id } }',
    variables: {
      id: demoEquipmentIds.rental,
      input: { materialId: demoEquipmentIds.rentableMaterial, startsAt: rentalNow.s, endsAt: rentalNow.e, price: 0 },
    },
    foreignVariables: {
      id: demoEquipmentIds.rental,
      input: { materialId: demoEquipmentIds.rentableMaterial, startsAt: rentalNow.s, endsAt: rentalNow.e, price: 0 },
    },
  },
  {
    operation: 'Mutation.deleteRental',
    document: 'mutation ($id: ID!) { deleteRental(id: $id, version: 999999) }',
    variables: { id: demoEquipmentIds.rental },
    foreignVariables: { id: demoEquipmentIds.rental },
  },

  // The office inbox, Henvendelser (docs/decisions/0034-bookings.md): the answers name a stale version, so they are
  // refused (CONFLICT) and change nothing.
  {
    operation: 'Query.bookings',
    document: 'query { bookings(status: open, limit: 5) { totalCount items { id name kind serviceName } } }',
  },
  {
    operation: 'Query.booking',
    document: 'query ($id: ID!) { booking(id: $id) { id name message customer { id } } }',
    variables: { id: demoOpenBookingId },
    foreignVariables: { id: demoOpenBookingId },
  },
  {
    operation: 'Mutation.acceptBooking',
    document:
      'mutation ($id: ID!, $input: AcceptBookingInput!) { acceptBooking(id: $id, version: 999999, input: $input) { id } }',
    variables: { id: demoOpenBookingId, input: { employeeIds: [demoEmployeeId] } },
    foreignVariables: { id: demoOpenBookingId, input: { employeeIds: [demoEmployeeId] } },
  },
  {
    operation: 'Mutation.declineBooking',
    document: 'mutation ($id: ID!) { declineBooking(id: $id, version: 999999, message: "Nej") { id } }',
    variables: { id: demoOpenBookingId },
    foreignVariables: { id: demoOpenBookingId },
  },

  // Report templates (docs/decisions/0022)
  { operation: 'Query.reportTemplates', document: 'query { reportTemplates { id name current { number } } }' },
  {
    operation: 'Query.reportTemplate',
    document: 'query ($id: ID!) { reportTemplate(id: $id) { id versions { number } } }',
    variables: { id: demoReportTemplateIds.service },
    foreignVariables: { id: demoReportTemplateIds.service },
  },
  {
    operation: 'Query.reportTemplateVersion',
    document: 'query ($id: ID!) { reportTemplateVersion(templateId: $id, number: 1) { id fields { id } } }',
    variables: { id: demoReportTemplateIds.service },
    foreignVariables: { id: demoReportTemplateIds.service },
  },
  {
    operation: 'Mutation.createReportTemplate',
    // A repeated field id: allowed roles get BAD_USER_INPUT reportTemplate.fieldIdRepeated and nothing is written.
    document: `mutation { createReportTemplate(input: { name: "Adgang", fields: [
      { id: "a", type: "text", label: "A" }, { id: "a", type: "text", label: "B" }] }) { id } }`,
  },
  {
    operation: 'Mutation.saveReportTemplate',
    // A stale version: allowed roles get CONFLICT and nothing changes.
    document: `mutation ($id: ID!) { saveReportTemplate(id: $id, version: 999999, input: { name: "X",
      fields: [{ id: "a", type: "text", label: "A" }] }) { id } }`,
    variables: { id: demoReportTemplateIds.refrigerant },
    foreignVariables: { id: demoReportTemplateIds.refrigerant },
  },
  {
    operation: 'Mutation.setDefaultReportTemplate',
    // The default already: nothing changes.
    document: 'mutation ($id: ID!) { setDefaultReportTemplate(id: $id) { id } }',
    variables: { id: demoReportTemplateIds.service },
    foreignVariables: { id: demoReportTemplateIds.refrigerant },
  },
  {
    operation: 'Mutation.archiveReportTemplate',
    // The default: refused with reportTemplate.defaultCannotBeArchived.
    document: 'mutation ($id: ID!) { archiveReportTemplate(id: $id) { id } }',
    variables: { id: demoReportTemplateIds.service },
    foreignVariables: { id: demoReportTemplateIds.refrigerant },
  },
  {
    operation: 'Mutation.unarchiveReportTemplate',
    // Not archived: nothing changes.
    document: 'mutation ($id: ID!) { unarchiveReportTemplate(id: $id) { id } }',
    variables: { id: demoReportTemplateIds.refrigerant },
    foreignVariables: { id: demoReportTemplateIds.refrigerant },
  },
  {
    operation: 'Mutation.duplicateReportTemplate',
    document: 'mutation ($id: ID!) { duplicateReportTemplate(id: $id) { id } }',
    variables: { id: demoReportTemplateIds.refrigerant },
    foreignVariables: { id: demoReportTemplateIds.refrigerant },
  },

  // Invitation links (anyone holding the token)
  // Service reminders: the list and check write nothing; a missing reminder is skipped (notFound), so the send is
  // allowed without sending; "Kør nu" makes the demo's due reminders (manual mode: none sent).
  {
    operation: 'Query.serviceReminderList',
    document: 'query { serviceReminderList(view: pending, limit: 5) { totalCount items { id unit status } } }',
  },
  {
    operation: 'Query.serviceReminderCheck',
    document: 'query ($ids: [ID!]!) { serviceReminderCheck(reminderIds: $ids) { count skipped { reason } } }',
    variables: { ids: [missingId] },
  },
  {
    operation: 'Mutation.sendServiceReminders',
    document: 'mutation ($ids: [ID!]!) { sendServiceReminders(reminderIds: $ids) { count skipped { reason } } }',
    variables: { ids: [missingId] },
  },
  { operation: 'Mutation.runServiceRemindersNow', document: 'mutation { runServiceRemindersNow { created sent } }' },
  {
    operation: 'Query.serviceReminders',
    document: 'query ($id: ID!) { serviceReminders(materialId: $id) { id dueOn status } }',
    variables: { id: demoEquipmentIds.dueMaterial },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Query.serviceReminderLink',
    document: 'query { serviceReminderLink(token: "not-a-real-reminder-token-000") { valid } }',
  },
  {
    operation: 'Mutation.answerServiceReminder',
    document:
      'mutation { answerServiceReminder(token: "not-a-real-reminder-token-000", input: { kind: call, phoneNumber: "12345678" }) }',
  },
  { operation: 'Query.invitation', document: 'query { invitation(token: "not-a-real-invitation-token") { valid } }' },
  {
    operation: 'Mutation.acceptInvitation',
    document: 'mutation { acceptInvitation(token: "not-a-real-invitation-token", password: "a-long-new-password") }',
  },
  // Visit lines and stock: invalid input (quantity 0) proves an allowed call got past access without writing; the
  // foreign call is valid and aims at Demo Service's visit.
  {
    operation: 'Query.materialSearch',
    document: 'query { materialSearch(term: "rør") { id } }',
  },
  {
    operation: 'Mutation.addVisitLine',
    document: 'mutation ($input: AddVisitLineInput!) { addVisitLine(input: $input) { id } }',
    variables: { input: { visitId: demoSeriesVisitId, description: 'Adgang', quantity: 0 } },
    foreignVariables: { input: { visitId: demoSeriesVisitId, description: 'Adgang', quantity: 1000 } },
  },
  {
    operation: 'Mutation.updateVisitLine',
    document: 'mutation ($id: ID!) { updateVisitLine(id: $id, version: 1, input: { quantity: 1000 }) { id } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.removeVisitLine',
    document: 'mutation ($id: ID!) { removeVisitLine(id: $id) }',
    variables: { id: missingId },
  },
  // Reports: a stale version proves an allowed call got past access without writing (CONFLICT).
  {
    operation: 'Mutation.saveVisitReport',
    document: 'mutation ($input: SaveVisitReportInput!) { saveVisitReport(input: $input) { visitId } }',
    variables: { input: { visitId: demoSeriesVisitId, version: 999_999, values: {} } },
    foreignVariables: { input: { visitId: demoSeriesVisitId, values: {} } },
  },
  {
    operation: 'Mutation.completeVisitReport',
    document: 'mutation ($id: ID!) { completeVisitReport(visitId: $id, version: 999999) { visitId } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Mutation.uncompleteVisitReport',
    document: 'mutation ($id: ID!) { uncompleteVisitReport(visitId: $id, version: 999999) { visitId } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    // An unknown template proves an allowed call got past access without writing (BAD_USER_INPUT).
    operation: 'Mutation.chooseVisitReportTemplate',
    document:
      'mutation ($input: ChooseVisitReportTemplateInput!) { chooseVisitReportTemplate(input: $input) { visitId } }',
    variables: { input: { visitId: demoSeriesVisitId, templateId: missingId } },
    foreignVariables: { input: { visitId: demoSeriesVisitId, templateId: missingId } },
  },
  {
    operation: 'Mutation.sendVisitReport',
    // The series visit's report is not completed: allowed roles get CONFLICT report.notCompleted and nothing is sent.
    document: 'mutation ($input: SendVisitReportInput!) { sendVisitReport(input: $input) { visitId } }',
    variables: { input: { visitId: demoSeriesVisitId, to: 'kunde@example.dk' } },
    foreignVariables: { input: { visitId: demoSeriesVisitId, to: 'kunde@example.dk' } },
  },
  {
    operation: 'Query.itemStock',
    document: 'query ($id: ID!) { itemStock(itemId: $id) { totalQuantity } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.receiveStock',
    document: 'mutation ($id: ID!) { receiveStock(input: { itemId: $id, quantity: 0 }) { totalQuantity } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.moveStock',
    document: 'mutation ($id: ID!) { moveStock(input: { itemId: $id, quantity: 0 }) { totalQuantity } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.countStock',
    document: 'mutation ($id: ID!) { countStock(input: { itemId: $id, countedQuantity: -1 }) { totalQuantity } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.correctStock',
    document: 'mutation ($id: ID!) { correctStock(input: { itemId: $id, quantity: 0, note: "x" }) { totalQuantity } }',
    variables: { id: missingId },
  },
  {
    operation: 'Query.visitFiles',
    document: 'query ($id: ID!) { visitFiles(visitId: $id, kind: image) { totalCount } }',
    variables: { id: demoSeriesVisitId },
    foreignVariables: { id: demoSeriesVisitId },
  },
  {
    operation: 'Query.customerFiles',
    document: 'query ($id: ID!) { customerFiles(customerId: $id, kind: document) { totalCount } }',
    variables: { id: demoLoginCustomerId },
    foreignVariables: { id: demoLoginCustomerId },
  },
  {
    operation: 'Query.materialFiles',
    document: 'query ($id: ID!) { materialFiles(materialId: $id, kind: document) { totalCount } }',
    variables: { id: demoEquipmentIds.dueMaterial },
    foreignVariables: { id: demoEquipmentIds.dueMaterial },
  },
  {
    operation: 'Mutation.deleteFile',
    document: 'mutation ($id: ID!) { deleteFile(id: $id) }',
    variables: { id: missingId },
  },
  {
    // No such file: an administrator gets NOT_FOUND past access, and nothing changes.
    operation: 'Mutation.setFileShared',
    document: 'mutation ($id: ID!) { setFileShared(id: $id, shared: true) { id } }',
    variables: { id: missingId },
  },
  // The email log: no such mail gives allowed roles NOT_FOUND.
  { operation: 'Query.mailMessages', document: 'query { mailMessages(limit: 5) { totalCount items { id status } } }' },
  {
    operation: 'Query.mailMessage',
    document: 'query ($id: ID!) { mailMessage(id: $id) { id textBody } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.resendMail',
    document: 'mutation ($id: ID!) { resendMail(id: $id) { id } }',
    variables: { id: missingId },
  },
  // Invoices: the demo's first invoice is issued, so the mutations below are refused with CONFLICT (not a draft, a
  // stale version) for the roles allowed, and change nothing.
  { operation: 'Query.invoices', document: 'query { invoices(limit: 5) { totalCount items { id number } } }' },
  {
    operation: 'Query.invoice',
    document: 'query ($id: ID!) { invoice(id: $id) { id lines { id } } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Query.visitsToInvoice',
    document: 'query { visitsToInvoice(limit: 5) { totalCount items { id caseNumber } } }',
  },
  {
    operation: 'Mutation.createInvoiceFromVisits',
    document: 'mutation ($ids: [ID!]!) { createInvoiceFromVisits(input: { visitIds: $ids }) { id } }',
    variables: { ids: [missingId] },
  },
  {
    operation: 'Mutation.createInvoice',
    document: 'mutation ($id: ID!) { createInvoice(input: { customerId: $id }) { id } }',
    variables: { id: missingId },
  },
  {
    operation: 'Mutation.saveInvoiceDraft',
    document: 'mutation ($id: ID!) { saveInvoiceDraft(input: { id: $id, version: 999, lines: [] }) { id } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Mutation.setVisitsInvoiced',
    document: 'mutation ($ids: [ID!]!) { setVisitsInvoiced(input: { visitIds: $ids, action: invoiced }) }',
    variables: { ids: [missingId] },
  },
  {
    operation: 'Mutation.issueInvoice',
    document: 'mutation ($id: ID!) { issueInvoice(id: $id, version: 1) { id } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Mutation.creditInvoice',
    document: 'mutation ($id: ID!) { creditInvoice(id: $id, version: 999) { id } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Mutation.setInvoicePaid',
    document: 'mutation ($id: ID!) { setInvoicePaid(id: $id, version: 999, paid: true) { id } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Mutation.deleteInvoiceDraft',
    document: 'mutation ($id: ID!) { deleteInvoiceDraft(id: $id, version: 1) }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    // An invoice that does not exist: nothing is mailed for the roles allowed.
    operation: 'Mutation.sendInvoice',
    document: 'mutation ($id: ID!) { sendInvoice(input: { invoiceId: $id, to: "kunde@example.dk" }) { id } }',
    variables: { id: missingId },
    foreignVariables: { id: demoInvoiceId },
  },
  {
    operation: 'Query.paymentReminderCheck',
    document: 'query ($ids: [ID!]!) { paymentReminderCheck(input: { invoiceIds: $ids }) { count skipped { reason } } }',
    variables: { ids: [demoInvoiceId] },
  },
  {
    // An invoice that does not exist: skipped, nothing sent for the roles allowed.
    operation: 'Mutation.sendPaymentReminders',
    document: 'mutation ($ids: [ID!]!) { sendPaymentReminders(input: { invoiceIds: $ids }) { count } }',
    variables: { ids: [missingId] },
  },
  { operation: 'Query.economy', document: 'query { economy(from: "2026-01-01", to: "2026-12-31") { invoiced } }' },
  { operation: 'Query.economyCsv', document: 'query { economyCsv(from: "2026-01-01", to: "2026-12-31") }' },
  // e-conomic: the demo company does not use it (headlessApiEconomicActive off), so allowed roles get CONFLICT
  // economic.off, which proves the call got past access and changed nothing.
  { operation: 'Query.economicConnection', document: 'query { economicConnection { connected } }' },
  { operation: 'Query.economicSyncLog', document: 'query { economicSyncLog(limit: 5) { totalCount } }' },
  {
    operation: 'Mutation.saveEconomicTokens',
    document: 'mutation { saveEconomicTokens(input: { appSecretToken: "x", agreementGrantToken: "y" }) { connected } }',
  },
  { operation: 'Mutation.testEconomicConnection', document: 'mutation { testEconomicConnection { ok } }' },
  { operation: 'Mutation.removeEconomicConnection', document: 'mutation { removeEconomicConnection { connected } }' },
  { operation: 'Mutation.pullEconomicPayments', document: 'mutation { pullEconomicPayments { connected } }' },
  {
    operation: 'Mutation.retryEconomicInvoice',
    document: 'mutation ($id: ID!) { retryEconomicInvoice(id: $id) { id } }',
    variables: { id: demoInvoiceId },
    foreignVariables: { id: demoInvoiceId },
  },
];
