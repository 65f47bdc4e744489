// Plain numbers without zod, so the web's password form can share them at no bundle cost.

/** A new password: at least this many characters (OWASP ASVS), and at most this many. */
export const newPasswordMinLength = 8;
export const newPasswordMaxLength = 1024;
