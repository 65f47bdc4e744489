/**
 * The English feature namespaces in one chunk: the admin area loads two files (one per language) instead of one
 * per namespace and language, which cost some seventy requests on every start. Keep the list in step with
 * `lazyNamespaces` in ./index.ts.
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './en/customers.json',
    './en/customerImport.json',
    './en/employees.json',
    './en/departments.json',
    './en/customTags.json',
    './en/invitation.json',
    './en/myVisits.json',
    './en/mySchedule.json',
    './en/reasons.json',
    './en/auditLog.json',
    './en/visits.json',
    './en/controls.json',
    './en/timeRegistrations.json',
    './en/technician.json',
    './en/priceListImport.json',
    './en/visitLines.json',
    './en/stock.json',
    './en/items.json',
    './en/itemGroups.json',
    './en/reportTemplates.json',
    './en/reports.json',
    './en/files.json',
    './en/mail.json',
    './en/invoices.json',
    './en/economy.json',
    './en/economic.json',
    './en/equipment.json',
    './en/materials.json',
    './en/rentals.json',
    './en/booking.json',
    './en/serviceReminders.json',
    './en/notifications.json',
    './en/events.json',
    './en/messages.json',
    './en/planning.json',
    './en/settings.json',
    './en/features.json',
  ],
  { eager: true, import: 'default' },
);

export default files;
