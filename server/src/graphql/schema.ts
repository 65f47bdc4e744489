import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import '../modules/me/me.schema.ts';
import '../modules/company/company.schema.ts';
import '../modules/custom-tags/custom-tags.schema.ts';
import '../modules/navigation/navigation.schema.ts';
import '../modules/overview/overview.schema.ts';
import '../modules/companies/companies.schema.ts';
import '../modules/audit-log/audit-log.schema.ts';
import '../modules/customers/customers.schema.ts';
import '../modules/customers/my-customers.schema.ts';
import '../modules/employees/employees.schema.ts';
import '../modules/employees/assignable-employees.schema.ts';
import '../modules/departments/departments.schema.ts';
import '../modules/invitations/invitations.schema.ts';
import '../modules/visits/visits.schema.ts';
import '../modules/calendar-feeds/calendar-feeds.schema.ts';
import '../modules/time-registrations/time-registrations.schema.ts';
import '../modules/price-list-imports/price-list-imports.schema.ts';
import '../modules/stock/stock.schema.ts';
import '../modules/visit-lines/visit-lines.schema.ts';
import '../modules/reports/reports.schema.ts';
import '../modules/item-groups/item-groups.schema.ts';
import '../modules/items/items.schema.ts';
import '../modules/equipment-catalogue/equipment-catalogue.schema.ts';
import '../modules/materials/materials.schema.ts';
import '../modules/materials/my-materials.schema.ts';
import '../modules/report-templates/report-templates.schema.ts';
import '../modules/files/files.schema.ts';
import '../modules/files/my-documents.schema.ts';
import '../modules/mail/mail.schema.ts';
import '../modules/invoices/invoices.schema.ts';
import '../modules/invoices/invoice-drafts.schema.ts';
import '../modules/invoices/visit-invoicing.schema.ts';
import '../modules/invoices/my-invoices.schema.ts';
import '../modules/economy/economy.schema.ts';
import '../modules/economic/economic.schema.ts';
import '../modules/rentals/rentals.schema.ts';
import '../modules/bookings/bookings.schema.ts';
import '../modules/service-reminders/service-reminders.schema.ts';
import '../modules/notifications/notifications.schema.ts';
import '../modules/messages/messages.schema.ts';
import '../modules/planning/planning.schema.ts';
import '../modules/events/events.schema.ts';

export const schema = builder.toSchema();

/** The committed server/schema.graphql is exactly this text. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
