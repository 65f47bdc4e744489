// The service reminders feature's public face: the material's page shows a unit's reminders with this.
export { MaterialServiceReminders } from './material-service-reminders.tsx';
