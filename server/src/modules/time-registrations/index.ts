/**
 * The time registrations module's public entry: operations for the admin screens, the technician panel and My
 * schedule (registerTime with an idempotency key; timesheetWeek without an employee is the viewer's own week), and
 * overwriteWages for the employees module's rate change. The GraphQL side is `time-registrations.schema.ts`.
 */
export type { TimeRegistrationRow, TimeWeekApprovalRow } from '../../db/tables/index.ts';
export type { TimeRegistrationItem } from './registration-rows.ts';
export { timeSettings, type TimeSettings } from './time-settings.ts';
export { updateTimeSettings } from './update-time-settings.ts';
export { findTimeRegistration } from './registration-access.ts';
export { registerTime } from './register-time.ts';
export { updateTimeRegistration } from './update-time-registration.ts';
export { deleteTimeRegistration } from './delete-time-registration.ts';
export { listTimeRegistrations, type TimeRegistrationListArgs } from './list-time-registrations.ts';
export { timesheetWeek, type TimesheetDay, type TimesheetWeek, type TypeTotal } from './timesheet-week.ts';
export { approveWeek, reopenWeek } from './approve-week.ts';
export { exportPayrollCsv, payrollTypeNames, maxPayrollDays } from './export-payroll-csv.ts';
export { overwriteWages } from './overwrite-wages.ts';
export { visitTimeRegistrations, type VisitTimeRegistrations } from './visit-time-registrations.ts';
