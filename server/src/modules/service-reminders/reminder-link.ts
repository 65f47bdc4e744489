import { createHash, randomBytes } from 'node:crypto';

/** A reminder link's secret: only its hash is stored (service_reminders.link_token_hash). */
export const newReminderToken = () => randomBytes(24).toString('base64url');

export const hashReminderToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The public page the customer answers on (the web app's /service/$token, no sign-in). */
export const reminderLinkPath = (token: string) => `/service/${token}`;
