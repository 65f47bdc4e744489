import { describe, expect, it } from 'vitest';
import { initialsOf, roleLabels, roles } from './roles.ts';

describe('initialsOf', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('Anna', 'Jensen', 'admin@demo.dk')).toBe('AJ');
    expect(initialsOf('anna', 'jensen', 'admin@demo.dk')).toBe('AJ');
    expect(initialsOf('øjvind', 'åberg', 'x@demo.dk')).toBe('ØÅ');
  });

  it('uses the first letter of each name even when a name has several words', () => {
    expect(initialsOf('Anna Marie', 'Holm Jensen', 'x@demo.dk')).toBe('AH');
    expect(initialsOf('  Mads ', ' Nielsen ', 'x@demo.dk')).toBe('MN');
  });

  it('falls back to the first two words of the one name given', () => {
    expect(initialsOf('Sofie', null, 'x@demo.dk')).toBe('S');
    expect(initialsOf(null, 'Larsen', 'x@demo.dk')).toBe('L');
    expect(initialsOf('Hans Christian Andersen', null, 'x@demo.dk')).toBe('HC');
    expect(initialsOf('', 'van der Berg', 'x@demo.dk')).toBe('VD');
  });

  it('falls back to the first letter of the email when there are no names', () => {
    expect(initialsOf(null, null, 'kasper@demo.dk')).toBe('K');
    expect(initialsOf('', '   ', 'bo@demo.dk')).toBe('B');
  });
});

describe('roleLabels', () => {
  it('gives the legacy labels of every role', () => {
    expect(roleLabels('administrator', false)).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY']);
    expect(roleLabels('administrator', true)).toEqual(['ROLE_ADMIN', 'ROLE_COMPANY', 'ROLE_PREVIOUS_ADMIN']);
    expect(roleLabels('employee', false)).toEqual(['ROLE_TECHNICIAN']);
    expect(roleLabels('supplier', false)).toEqual(['ROLE_SUPPLIER']);
    expect(roleLabels('customer', false)).toEqual(['ROLE_CUSTOMER']);
    expect(roleLabels('superadmin', false)).toEqual(['ROLE_SUPER_ADMIN']);
  });

  it('never grants ROLE_ADMIN to anyone but an administrator', () => {
    for (const role of roles) {
      expect(roleLabels(role, false).includes('ROLE_ADMIN')).toBe(role === 'administrator');
    }
  });
});
