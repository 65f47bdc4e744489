/**
 * The spec's root query, written exactly as in contract.md: the web asks it (lib/auth.ts), and the server answers it
 * into the back office's page itself (server/src/web/session-in-page.ts), so both read this one text.
 */
export const getMeAndSettingsDocument = `
  query getMeAndSettings {
    me {
      id
      firstName
      lastName
      isPreviousAdmin
      email
      prefLang
      roles
      role
      initials
    }
    company {
      id
      address {
        streetAddress
        city
        zipcode
      }
      paymentSetting {
        primaryProvider
      }
      paymentChoices {
        label
        name
      }
      companyFields {
        id
        name
        fields
      }
      paymentDelayDays
      materielServiceActive
      materielServiceIntervalMonths
      materielDaysBeforeServiceForReminder
      campaignHost
      i18n
      renamedCategory
      renamedModel
      renamedSupplier
      renamedColumn1
      renamedColumn2
      renamedColumn3
      showTechnicianBackendLink
      bookingflowactive
      showAccord
      enableItemStock
      erpProjectModuleActive
      allowAutoCompleteVisit
      usePerformancePatch
      allowCustomerLogin
      invoiceAsDraft
      headlessApiEconomicActive
      showInvoicePaymentOption
      showMaterials
      eanPayment
      showFinanceTab
      allowTimeReg
      allowShowVisitTimeRegs
      enableReport
      disableCreateCustomer
      enableAcceptVisits
      enableReference
      enableRepeatingVisits
      enableEquipment
      enableDepartment
      enablePlanningPage
      enableCustomerHierarchy
      showRental
      isSkel
    }
  }
`;
