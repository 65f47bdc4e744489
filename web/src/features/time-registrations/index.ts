/**
 * The time registrations feature's public entry: the admin page, the registration dialog and the save hook (the
 * technician panel and My schedule reuse them), the week query of the viewer, and a visit's registrations.
 */
export { TimeRegistrationsPage } from './time-registrations-page.tsx';
export { RegistrationDialog } from './registration-dialog.tsx';
export { useSaveTimeRegistration } from './use-save-time-registration.ts';
export { TimesheetPanel } from './timesheet-panel.tsx';
export { useMayRegisterTime } from './use-may-register-time.ts';
export { VisitTimeRegistrations } from './visit-time-registrations.tsx';
export { TimeSettingsCard } from './time-settings-card.tsx';
export {
  timeRegistrationsKey,
  timesheetWeekOptions,
  timeRegistrationListOptions,
  registerTime,
  type TimeRegistration,
  type TimeRegistrationInput,
  type TimesheetWeek,
} from './time-registrations-api.ts';
