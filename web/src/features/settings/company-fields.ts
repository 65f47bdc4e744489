/**
 * Copies of the lists in domain/company.ts. Importing that module would pull classic zod (its schemas are
 * built at module load) into the shared chunk of the sign-in page and break its JS budget; the web forms
 * use zod/mini. company-fields.test.ts fails when these drift from the domain lists.
 */
export const featureFlags = [
  'showTechnicianBackendLink',
  'bookingflowactive',
  'showAccord',
  'enableItemStock',
  'erpProjectModuleActive',
  'allowAutoCompleteVisit',
  'usePerformancePatch',
  'allowCustomerLogin',
  'invoiceAsDraft',
  'headlessApiEconomicActive',
  'showInvoicePaymentOption',
  'materielServiceActive',
  'showMaterials',
  'eanPayment',
  'showFinanceTab',
  'allowTimeReg',
  'allowShowVisitTimeRegs',
  'enableReport',
  'disableCreateCustomer',
  'enableAcceptVisits',
  'enableReference',
  'enableRepeatingVisits',
  'enableEquipment',
  'enableDepartment',
  'enablePlanningPage',
  'enableCustomerHierarchy',
  'showRental',
  'isSkel',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const renamedLabels = [
  'renamedCategory',
  'renamedModel',
  'renamedSupplier',
  'renamedColumn1',
  'renamedColumn2',
  'renamedColumn3',
] as const;

/** The new-password length rule of domain/auth.ts; the server also refuses common passwords. */
export const newPasswordMinLength = 8;
export const newPasswordMaxLength = 1024;
