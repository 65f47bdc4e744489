import { queryOptions } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

// One field list for the query and the mutation's answer, so the form reads and saves the same shape.
const companySettingsFields = graphql(`
  fragment CompanySettingsFields on Company @_unmask {
    id
    version
    name
    cvr
    address {
      streetAddress
      city
      zipcode
    }
    paymentDelayDays
    bankRegNo
    bankAccountNo
    reminderFee
    reminderInterest
    referenceRateBp
    maxUploadMb
    rentalBufferHours
    travelSpeedKmh
    materielServiceIntervalMonths
    materielDaysBeforeServiceForReminder
    serviceReminderMode
    createServiceVisits
    serviceReminderSubject
    serviceReminderBody
    campaignHost
    renamedCategory
    renamedModel
    renamedSupplier
    renamedColumn1
    renamedColumn2
    renamedColumn3
    senderName
    senderEmail
    senderDomainVerified
    mailTracking
    autoSendReport
    bookingSlug
    bookingZipRanges
    bookingWaitlist
    bookingTermsUrl
    bookingTexts
    bookingHours
    bookingTravelMinutes
    bookingStepMinutes
    bookingLeadHours
    bookingHorizonDays
    bookingHoldMinutes
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
    materielServiceActive
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
`);

const companySettingsQuery = graphql(
  `
    query companySettings {
      company {
        ...CompanySettingsFields
      }
    }
  `,
  [companySettingsFields],
);

const updateCompanySettingsMutation = graphql(
  `
    mutation updateCompanySettings($input: CompanySettingsInput!) {
      updateCompanySettings(input: $input) {
        ...CompanySettingsFields
      }
    }
  `,
  [companySettingsFields],
);

const updateProfileMutation = graphql(`
  mutation updateProfile($firstName: String, $lastName: String, $prefLang: String) {
    updateMe(firstName: $firstName, lastName: $lastName, prefLang: $prefLang) {
      id
      firstName
      lastName
      prefLang
      initials
    }
  }
`);

const changePasswordMutation = graphql(`
  mutation changePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export type CompanySettingsData = NonNullable<ResultOf<typeof companySettingsQuery>['company']>;
export type CompanySettingsVariables = VariablesOf<typeof updateCompanySettingsMutation>['input'];

export const companySettingsQueryKey = ['companySettings'] as const;

export const companySettingsOptions = queryOptions({
  queryKey: companySettingsQueryKey,
  queryFn: async () => (await request(companySettingsQuery)).company,
});

export async function updateCompanySettings(input: CompanySettingsVariables): Promise<CompanySettingsData> {
  return (await request(updateCompanySettingsMutation, { input })).updateCompanySettings;
}

export async function updateProfile(variables: VariablesOf<typeof updateProfileMutation>) {
  return (await request(updateProfileMutation, variables)).updateMe;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await request(changePasswordMutation, { currentPassword, newPassword });
}
