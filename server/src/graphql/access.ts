import type { PermissionFlag } from '@servio/domain';
import type { Viewer } from './context.ts';

/**
 * Who may call each operation: the one place access is declared. The execute plugin checks the rule
 * of every root field before anything runs; an operation without a rule is refused (a test reads the
 * printed schema and fails when one is missing). Record-level checks (own visits, another company's
 * ids) stay in the services, where row-level security backs them.
 */
export type AccessRule =
  /** Anyone, signed in or not (invitation links). Runs on the owner connection: the service finds the company. */
  | { kind: 'anonymous' }
  /** Anyone signed in, customers included. */
  | { kind: 'signedIn' }
  /** Staff of a company: administrators, employees and suppliers (with `permission`, employees need that flag, or one of a list). */
  | { kind: 'staff'; permission?: EmployeePermission }
  /** Administrators and employees, not suppliers (with `permission`, employees need that flag, or one of a list). */
  | { kind: 'office'; permission?: EmployeePermission }
  | { kind: 'administrator' }
  /** A customer with a login, in their company (their own records only; the services check which). */
  | { kind: 'customer' }
  /** A superadmin, switched into a company or not. */
  | { kind: 'superadmin' };

/** The flag an employee needs; with a list, any one of them will do. */
export type EmployeePermission = PermissionFlag | readonly PermissionFlag[];

const signedIn: AccessRule = { kind: 'signedIn' };
const staff: AccessRule = { kind: 'staff' };
const administrator: AccessRule = { kind: 'administrator' };
const superadmin: AccessRule = { kind: 'superadmin' };
const anonymous: AccessRule = { kind: 'anonymous' };
const office: AccessRule = { kind: 'office' };
const customer: AccessRule = { kind: 'customer' };
const invoicing: AccessRule = { kind: 'office', permission: 'allowedToInvoice' };

export const accessRules: Record<string, AccessRule> = {
  'Query.me': signedIn,
  'Query.company': signedIn,
  'Query.customTags': signedIn,
  'Query.navigationCounts': staff,
  // Notifications are each person's own (the service reads only theirs); the activity feed is the office's, as its
  // sidebar link is (docs/decisions/0032-live-notifications.md).
  'Query.notifications': staff,
  'Mutation.markNotificationRead': staff,
  'Mutation.markAllNotificationsRead': staff,
  'Query.events': administrator,
  'Mutation.markEventsSeen': administrator,
  'Query.overview': staff,
  'Query.companies': superadmin,
  'Query.auditLog': administrator,
  'Query.allAuditLog': superadmin,
  'Mutation.updateMe': signedIn,
  'Mutation.changePassword': signedIn,
  'Mutation.updateCompanySettings': administrator,
  'Mutation.switchCompany': superadmin,
  'Mutation.exitCompanySwitch': superadmin,

  // Customers: administrators and employees (suppliers see only their visits). With the company flag
  // disableCreateCustomer the service refuses employees' creates.
  'Query.customers': office,
  'Query.customer': office,
  'Query.customersCsv': administrator,
  'Mutation.createCustomer': office,
  'Mutation.updateCustomer': office,
  'Mutation.deleteCustomer': administrator,
  'Mutation.previewCustomerImport': administrator,
  'Mutation.importCustomers': administrator,
  'Mutation.inviteCustomer': administrator,
  // The customer area: a customer's login reads its own visits (the services check whose), as the CustomerVisit type
  // shows them; anyone else's visit is NOT_FOUND.
  'Query.myVisits': customer,
  'Query.myVisit': customer,
  // Its own customer and, with the hierarchy, its locations (the portal's names and choice).
  'Query.myCustomers': customer,
  // Its customers' units (with showMaterials) and the files the office shared with it: the portal's MyMaterial and
  // MyDocument; the download route checks the same sharing rule (modules/files/customer-shared-files.ts).
  'Query.myMaterials': customer,
  'Query.myDocuments': customer,
  // Its issued invoices (and its locations'): the portal's MyInvoice, never a draft; the PDF route checks the same.
  'Query.myInvoices': customer,
  // Messages (docs/decisions/0035-messages.md): staff and customers' logins; the services check the thread and which
  // messages each may read or post. Private messages go to staff only.
  'Query.messages': signedIn,
  'Mutation.postMessage': signedIn,
  'Query.messageRecipients': staff,

  // Employees, departments and custom tags are the administrator's.
  // Time registrations (docs/decisions/0014-time-registrations.md): staff register and read their own (the services
  // check allowTimeReg, allowedToRegTime and whose); administrators everyone's, and approve, export and set the rules.
  'Query.timeRegistrations': staff,
  'Query.timeRegistration': staff,
  'Query.timesheetWeek': staff,
  'Query.timeSettings': staff,
  'Query.payrollCsv': administrator,
  'Mutation.registerTime': staff,
  'Mutation.updateTimeRegistration': staff,
  'Mutation.deleteTimeRegistration': staff,
  'Mutation.approveTimeWeek': administrator,
  'Mutation.reopenTimeWeek': administrator,
  'Mutation.updateTimeSettings': administrator,

  // The price-list import (docs/decisions/0018-price-list-import.md): the administrator's, like every import.
  'Query.priceListImport': administrator,
  'Query.priceListImportPreview': administrator,
  'Mutation.startPriceListImport': administrator,
  'Mutation.addPriceListImportLines': administrator,
  'Mutation.applyPriceListImport': administrator,
  'Mutation.discardPriceListImport': administrator,

  'Query.employees': administrator,
  'Query.employee': administrator,
  // The pick list of the visit form: whoever may create or edit visits chooses who is on them.
  'Query.assignableEmployees': { kind: 'office', permission: ['allowedToCreateVisit', 'showEditVisitButton'] },
  'Mutation.createEmployee': administrator,
  'Mutation.updateEmployee': administrator,
  'Mutation.deactivateEmployee': administrator,
  'Mutation.reactivateEmployee': administrator,
  'Mutation.deleteEmployee': administrator,
  'Mutation.inviteEmployee': administrator,
  'Mutation.startPasswordReset': administrator,
  'Query.departments': office,
  'Query.department': administrator,
  'Mutation.createDepartment': administrator,
  'Mutation.updateDepartment': administrator,
  'Mutation.deleteDepartment': administrator,
  'Mutation.createCustomTag': administrator,
  'Mutation.updateCustomTag': administrator,
  'Mutation.deleteCustomTag': administrator,
  'Mutation.reorderCustomTags': administrator,

  // Visits: staff read the visits they may see (employees and suppliers only their own, in the service).
  // Creating needs allowedToCreateVisit, editing showEditVisitButton and running the work
  // allowedToCompleteVisit for employees; suppliers only read and answer acceptance.
  'Query.visits': staff,
  'Query.visit': staff,
  'Query.calendarVisits': staff,
  'Query.calendarVisitsPacked': staff,
  'Query.technicianVisits': staff,
  'Query.recurrencePreview': office,
  'Mutation.createVisit': { kind: 'office', permission: 'allowedToCreateVisit' },
  'Mutation.updateVisit': { kind: 'office', permission: 'showEditVisitButton' },
  'Mutation.moveVisit': { kind: 'office', permission: 'showEditVisitButton' },
  'Mutation.linkVisits': { kind: 'office', permission: 'showEditVisitButton' },
  'Mutation.unlinkVisits': { kind: 'office', permission: 'showEditVisitButton' },
  'Mutation.deleteVisit': administrator,
  'Mutation.startVisit': { kind: 'office', permission: 'allowedToCompleteVisit' },
  'Mutation.finishVisit': { kind: 'office', permission: 'allowedToCompleteVisit' },
  'Mutation.setReportCompleted': { kind: 'office', permission: 'allowedToCompleteVisit' },
  'Mutation.archiveVisits': administrator,
  'Mutation.unarchiveVisits': administrator,
  'Mutation.setVisitAcceptance': staff,
  // The planning board (issue #20): the administrator's, as /admin/planning is; the services refuse it (FORBIDDEN
  // planning.off) while the company's enablePlanningPage is off.
  'Query.planningBoard': administrator,
  'Query.planningBoardPacked': administrator,
  'Mutation.planVisit': administrator,

  // My schedule's calendar feed: every staff member their own (the services read and write only the viewer's).
  'Query.myCalendarFeed': staff,
  'Mutation.renewCalendarFeed': staff,
  'Mutation.revokeCalendarFeed': staff,

  // Visit lines and stock (docs/decisions/0019-stock-ledger-and-visit-lines.md): staff add materials to the visits
  // they are on and change their own lines (the services check which; prices hidden per showPricesForTechnician);
  // administrators every line. The stock ledger and its operations are the administrator's.
  'Query.materialSearch': staff,
  'Mutation.addVisitLine': staff,
  'Mutation.updateVisitLine': staff,
  'Mutation.removeVisitLine': staff,
  // Reports (issue #16): staff on the visit fill it in (administrators any visit's); completing it is completing
  // the visit's work (allowedToCompleteVisit), as setReportCompleted.
  'Mutation.saveVisitReport': staff,
  'Mutation.completeVisitReport': { kind: 'office', permission: 'allowedToCompleteVisit' },
  'Mutation.uncompleteVisitReport': { kind: 'office', permission: 'allowedToCompleteVisit' },
  // Which template a visit's report uses is part of planning the visit.
  'Mutation.chooseVisitReportTemplate': { kind: 'office', permission: 'showEditVisitButton' },
  // Sending the report's PDF to the customer (or another address): allowedToSendPdf, the spec's permission for it.
  'Mutation.sendVisitReport': { kind: 'office', permission: 'allowedToSendPdf' },

  // Invoices (issue #17): administrators and employees with allowedToInvoice (the spec's "send invoices").
  'Query.invoices': invoicing,
  'Query.invoice': invoicing,
  'Query.visitsToInvoice': invoicing,
  'Mutation.createInvoiceFromVisits': invoicing,
  'Mutation.createInvoice': invoicing,
  'Mutation.saveInvoiceDraft': invoicing,
  'Mutation.setVisitsInvoiced': invoicing,
  'Mutation.issueInvoice': invoicing,
  'Mutation.creditInvoice': invoicing,
  'Mutation.setInvoicePaid': invoicing,
  'Mutation.deleteInvoiceDraft': invoicing,
  'Mutation.sendInvoice': invoicing,
  'Query.paymentReminderCheck': invoicing,
  // The economy page (wages and margins among its figures): administrators, with the company's showFinanceTab.
  'Query.economy': administrator,
  'Query.economyCsv': administrator,
  // e-conomic (docs/decisions/0031): the agreement's tokens and the sync are the administrator's.
  'Query.economicConnection': administrator,
  'Query.economicSyncLog': administrator,
  'Mutation.saveEconomicTokens': administrator,
  'Mutation.testEconomicConnection': administrator,
  'Mutation.removeEconomicConnection': administrator,
  'Mutation.pullEconomicPayments': administrator,
  'Mutation.retryEconomicInvoice': administrator,
  'Mutation.sendPaymentReminders': invoicing,
  'Query.itemStock': administrator,
  'Mutation.receiveStock': administrator,
  'Mutation.moveStock': administrator,
  'Mutation.countStock': administrator,
  'Mutation.correctStock': administrator,
  // Items (docs/decisions/0017): administrators keep them; employees read them (the technician panel searches them),
  // their prices null without showPricesForTechnician. Suppliers have no use for the catalogue. Group markups are
  // the administrator's (itemGroups answers markupBp null to an employee, for the list's group filter).
  'Query.items': office,
  'Query.item': office,
  'Query.itemGroups': office,
  'Query.itemGroup': administrator,
  'Query.previewItemGroupMarkup': administrator,
  'Mutation.createItem': administrator,
  'Mutation.updateItem': administrator,
  'Mutation.archiveItem': administrator,
  'Mutation.unarchiveItem': administrator,
  'Mutation.deleteItem': administrator,
  'Mutation.createItemGroup': administrator,
  'Mutation.updateItemGroup': administrator,
  'Mutation.deleteItemGroup': administrator,

  // The equipment catalogue (docs/decisions/0033-equipment.md): the administrator's, as its pages are.
  'Query.equipmentCategories': administrator,
  'Query.equipmentCategory': administrator,
  'Query.equipmentProducts': administrator,
  'Query.equipmentProduct': administrator,
  'Mutation.createEquipmentCategory': administrator,
  'Mutation.updateEquipmentCategory': administrator,
  'Mutation.deleteEquipmentCategory': administrator,
  'Mutation.createEquipmentProduct': administrator,
  'Mutation.updateEquipmentProduct': administrator,
  'Mutation.deleteEquipmentProduct': administrator,
  // Materials (docs/decisions/0033-equipment.md): employees read them (the units of the visits they work on, picked in
  // the visit form); administrators register, change, import and remove them.
  'Query.materials': office,
  'Query.material': office,
  'Query.materialsByIds': office,
  'Mutation.createMaterial': administrator,
  'Mutation.updateMaterial': administrator,
  'Mutation.archiveMaterial': administrator,
  'Mutation.unarchiveMaterial': administrator,
  'Mutation.deleteMaterial': administrator,
  'Mutation.previewMaterialImport': administrator,
  'Mutation.importMaterials': administrator,
  // Service reminders (docs/decisions/0033-equipment.md): the administrator's screen and send; a unit's reminders are
  // read where the unit is (office); the customer's link is anyone's (the token is the key).
  'Query.serviceReminderList': administrator,
  'Query.serviceReminderCheck': administrator,
  'Mutation.sendServiceReminders': administrator,
  'Mutation.runServiceRemindersNow': administrator,
  'Query.serviceReminders': office,
  'Query.serviceReminderLink': anonymous,
  'Mutation.answerServiceReminder': anonymous,
  // Rentals (docs/decisions/0033-equipment.md): the administrator's, as /admin/rentals is; CONFLICT rental.disabled
  // without showRental.
  'Query.rentals': administrator,
  'Query.rental': administrator,
  'Query.rentableMaterials': administrator,
  'Query.rentalOverlap': administrator,
  'Mutation.createRental': administrator,
  'Mutation.updateRental': administrator,
  'Mutation.deleteRental': administrator,
  // The office inbox, Henvendelser (docs/decisions/0034-bookings.md): the administrator's, as /admin/bookings is.
  'Query.bookings': administrator,
  'Query.booking': administrator,
  'Mutation.acceptBooking': administrator,
  'Mutation.declineBooking': administrator,

  // Report templates (docs/decisions/0022): administrators keep them; staff read them (they fill reports).
  'Query.reportTemplates': staff,
  'Query.reportTemplate': staff,
  'Query.reportTemplateVersion': staff,
  'Mutation.createReportTemplate': administrator,
  'Mutation.saveReportTemplate': administrator,
  'Mutation.setDefaultReportTemplate': administrator,
  'Mutation.archiveReportTemplate': administrator,
  'Mutation.unarchiveReportTemplate': administrator,
  'Mutation.duplicateReportTemplate': administrator,

  // Invitation links: whoever holds the token.
  'Query.invitation': anonymous,
  'Mutation.acceptInvitation': anonymous,
  // Documents and images (docs/decisions/0021-file-storage.md): staff list and delete the files of visits they see
  // (the services check which, and whose file); a customer's files are the office's, as the customer page.
  // Uploads and downloads are HTTP routes (modules/files/files.routes.ts) with the same checks.
  'Query.visitFiles': staff,
  'Query.customerFiles': office,
  'Query.materialFiles': office,
  'Mutation.deleteFile': staff,
  // What leaves the office for the customer's portal is the administrator's decision, as deleting any file is.
  'Mutation.setFileShared': administrator,

  // The email log (docs/decisions/0020-mail-delivery.md): the administrator's, in Settings and on the customer page.
  'Query.mailMessages': administrator,
  'Query.mailMessage': administrator,
  'Mutation.resendMail': administrator,
};

/** Rules whose operations run on the owner connection (they cross companies or have none yet). */
export const ownerConnectionKinds: ReadonlySet<AccessRule['kind']> = new Set(['superadmin', 'anonymous']);

export type AccessDecision = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

/** A rule's permission as the list of flags it names (one flag or several). */
export const permissionFlagsOf = (permission: EmployeePermission): readonly PermissionFlag[] =>
  typeof permission === 'string' ? [permission] : permission;

function employeeMay(viewer: Viewer, permission: EmployeePermission | undefined): boolean {
  return permission === undefined || permissionFlagsOf(permission).some((flag) => viewer.permissions[flag]);
}

export function decideAccess(rule: AccessRule | undefined, viewer: Viewer | null): AccessDecision {
  if (rule?.kind === 'anonymous') return 'allowed';
  if (!viewer) return 'UNAUTHENTICATED';
  if (!rule) return 'FORBIDDEN';
  switch (rule.kind) {
    case 'customer':
      return viewer.role === 'customer' && viewer.companyId && viewer.customerId ? 'allowed' : 'FORBIDDEN';
    case 'office':
      if (!viewer.companyId) return 'FORBIDDEN';
      if (viewer.role === 'administrator') return 'allowed';
      if (viewer.role === 'employee') return employeeMay(viewer, rule.permission) ? 'allowed' : 'FORBIDDEN';
      return 'FORBIDDEN';
    case 'signedIn':
      return 'allowed';
    case 'superadmin':
      return viewer.isSuperadmin ? 'allowed' : 'FORBIDDEN';
    case 'administrator':
      return viewer.role === 'administrator' && viewer.companyId ? 'allowed' : 'FORBIDDEN';
    case 'staff': {
      if (!viewer.companyId) return 'FORBIDDEN';
      if (viewer.role === 'administrator') return 'allowed';
      if (viewer.role === 'employee') return employeeMay(viewer, rule.permission) ? 'allowed' : 'FORBIDDEN';
      if (viewer.role === 'supplier') return rule.permission ? 'FORBIDDEN' : 'allowed';
      return 'FORBIDDEN';
    }
  }
}
