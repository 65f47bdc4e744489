// Plain lists without zod, so the web can import them without pulling zod into the sign-in page's JavaScript.

/** Every company feature flag of spec section 3, in the spec's order. */
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
