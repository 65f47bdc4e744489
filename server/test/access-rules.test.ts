import { describe, expect, it } from 'vitest';
import { permissionFlags, type PermissionFlag, type Role } from '@servio/domain';
import { decideAccess, type AccessRule } from '../src/graphql/access.ts';
import type { Viewer } from '../src/graphql/context.ts';

/** A viewer of a company with the given role and only the given flags. */
function viewer(role: Role, flags: PermissionFlag[] = []): Viewer {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    email: 'x@example.dk',
    firstName: null,
    lastName: null,
    prefLang: 'da',
    role,
    isSuperadmin: false,
    isPreviousAdmin: false,
    companyId: '00000000-0000-4000-8000-000000000002',
    customerId: role === 'customer' ? '00000000-0000-4000-8000-000000000003' : null,
    permissions: Object.fromEntries(permissionFlags.map((f) => [f, flags.includes(f)])) as Record<
      PermissionFlag,
      boolean
    >,
    // decideAccess never reads the session's claims.
    session: {} as Viewer['session'],
    kind: null,
  };
}

// The generated access test compares the server with decideAccess; this pins decideAccess itself where a rule
// names several flags, which the access table's sample callers do not all exercise.
describe('a rule naming several permission flags', () => {
  const office: AccessRule = { kind: 'office', permission: ['allowedToCreateVisit', 'showEditVisitButton'] };
  const staff: AccessRule = { kind: 'staff', permission: ['allowedToCreateVisit', 'showEditVisitButton'] };

  it('lets in an employee with any one of them, and an administrator', () => {
    expect(decideAccess(office, viewer('employee', ['allowedToCreateVisit']))).toBe('allowed');
    expect(decideAccess(office, viewer('employee', ['showEditVisitButton']))).toBe('allowed');
    expect(decideAccess(office, viewer('employee', ['allowedToCreateVisit', 'showEditVisitButton']))).toBe('allowed');
    expect(decideAccess(staff, viewer('employee', ['showEditVisitButton']))).toBe('allowed');
    expect(decideAccess(office, viewer('administrator'))).toBe('allowed');
  });

  it('refuses an employee with none of them (other flags do not count), suppliers and customers', () => {
    expect(decideAccess(office, viewer('employee', ['allowedToCompleteVisit', 'allowedToInvoice']))).toBe('FORBIDDEN');
    expect(decideAccess(office, viewer('employee'))).toBe('FORBIDDEN');
    expect(decideAccess(office, viewer('supplier'))).toBe('FORBIDDEN');
    expect(decideAccess(staff, viewer('supplier'))).toBe('FORBIDDEN');
    expect(decideAccess(office, viewer('customer'))).toBe('FORBIDDEN');
    expect(decideAccess(office, null)).toBe('UNAUTHENTICATED');
  });

  it('reads a single flag as before', () => {
    const single: AccessRule = { kind: 'office', permission: 'allowedToCreateVisit' };
    expect(decideAccess(single, viewer('employee', ['allowedToCreateVisit']))).toBe('allowed');
    expect(decideAccess(single, viewer('employee', ['showEditVisitButton']))).toBe('FORBIDDEN');
  });
});
