/**
 * The Danish feature namespaces in one chunk: the admin area loads two files (one per language) instead of one
 * per namespace and language, which cost some seventy requests on every start. Keep the list in step with
 * `lazyNamespaces` in ./index.ts.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './da/customers.json',
    './da/customerImport.json',
    './da/employees.json',
    './da/departments.json',
    './da/customTags.json',
    './da/invitation.json',
    './da/myVisits.json',
    './da/mySchedule.json',
    './da/reasons.json',
    './da/auditLog.json',
    './da/visits.json',
    './da/controls.json',
    './da/timeRegistrations.json',
    './da/technician.json',
    './da/priceListImport.json',
    './da/visitLines.json',
    './da/stock.json',
    './da/items.json',
    './da/itemGroups.json',
    './da/reportTemplates.json',
    './da/reports.json',
    './da/files.json',
    './da/mail.json',
    './da/invoices.json',
    './da/economy.json',
    './da/economic.json',
    './da/equipment.json',
    './da/materials.json',
    './da/rentals.json',
    './da/booking.json',
    './da/serviceReminders.json',
    './da/notifications.json',
    './da/events.json',
    './da/messages.json',
    './da/planning.json',
    './da/settings.json',
    './da/features.json',
  ],
  { eager: true, import: 'default' },
);

export default files;
