/** Who a signed-in person is, as the API reports it in `me.role`. */
export const roles = ['administrator', 'employee', 'supplier', 'superadmin', 'customer'] as const;
export type Role = (typeof roles)[number];

/** Roles stored on a user row; `superadmin` is a user without a company. */
export const staffRoles = ['administrator', 'employee', 'supplier'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The legacy role labels the spec's shell knows (`me.roles`). */
export function roleLabels(role: Role, isPreviousAdmin: boolean): string[] {
  switch (role) {
    case 'administrator':
      return isPreviousAdmin ? ['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_PREVIOUS_ADMIN'] : ['ROLE_ADMIN', 'ROLE_COMPANY'];
    case 'employee':
      return ['ROLE_TECHNICIAN'];
    case 'supplier':
      return ['ROLE_SUPPLIER'];
    case 'customer':
      return ['ROLE_CUSTOMER'];
    case 'superadmin':
      return ['ROLE_SUPER_ADMIN'];
  }
}

/** Per-employee permission flags (spec section 3). */
export const permissionFlags = [
  'allowedToCompleteVisit',
  'allowedToCreateVisit',
  'allowedToInvoice',
  'allowedToRegTime',
  'allowedToSendPdf',
  'allowedToUploadDocuments',
  'showEditVisitButton',
  'showPricesForTechnician',
] as const;
export type PermissionFlag = (typeof permissionFlags)[number];

export const employeeKinds = ['field', 'office', 'both'] as const;
export type EmployeeKind = (typeof employeeKinds)[number];

/** How a person is named wherever they are shown: first and last name, or the email when both are empty. */
export function personName(p: { firstName: string | null; lastName: string | null; email: string }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
}

/**
 * Initials per the spec: the first letters of first and last name, falling back to the
 * first letter of the first two words of the full name (or of the email).
 */
export function initialsOf(firstName: string | null, lastName: string | null, email: string): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first && last) return (first[0]! + last[0]!).toUpperCase();
  const words = `${first} ${last}`.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email[0] ?? '?').toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0]!)
    .join('')
    .toUpperCase();
}
