import type { CustomerPatch } from '@servio/domain';
import type { customers } from '../../db/tables/index.ts';

/** Input to table columns; only what the patch names. */
export function customerValues(data: CustomerPatch): Partial<typeof customers.$inferInsert> {
  const values: Partial<typeof customers.$inferInsert> = {
    firstName: data.firstName,
    lastName: data.lastName,
    companyName: data.companyName,
    email: data.email,
    altEmail: data.altEmail,
    phoneNumber: data.phoneNumber,
    ean: data.ean,
    companyCvr: data.companyCVR,
    notes: data.notes,
    parentCustomerId: data.parentCustomerId,
    allowedToLogin: data.allowedToLogin ?? undefined,
    sendInvoiceToMe: data.sendInvoiceToMe ?? undefined,
    sendReportToMe: data.sendReportToMe ?? undefined,
    showPricesInReport: data.showPricesInReport ?? undefined,
    useChildCustomer: data.useChildCustomer ?? undefined,
    useCompany: data.useCompany ?? undefined,
    useInvoice: data.useInvoice ?? undefined,
  };
  if (data.address) {
    values.streetAddress = data.address.streetAddress;
    values.zipcode = data.address.zipcode;
    values.city = data.address.city;
    values.latitude = data.address.latitude;
    values.longitude = data.address.longitude;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
