/**
 * The me module's public entry: a person's own profile and password, for any caller. The GraphQL side is
 * `me.schema.ts` (it builds the viewer and re-issues the session cookie after a password change).
 */
export { updateMe, updateMeInput } from './update-me.ts';
export { changePassword, type ChangePasswordInput } from './change-password.ts';
