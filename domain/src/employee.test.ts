import { describe, expect, it } from 'vitest';
import { customTagInputSchema } from './custom-tag.ts';
import { departmentInputSchema } from './department.ts';
import { employeeInputSchema, employeePatchSchema } from './employee.ts';

const base = { firstName: 'Mads', email: 'Mads@Firma.dk', kind: 'field', role: 'employee' };
const firstIssue = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  expect(r.success).toBe(false);
  return { path: r.error!.issues[0]!.path.join('.'), message: r.error!.issues[0]!.message };
};

describe('employeeInputSchema', () => {
  it('needs first name, a valid email, kind and role', () => {
    expect(employeeInputSchema.parse(base)).toMatchObject({ email: 'mads@firma.dk' });
    expect(firstIssue(employeeInputSchema, { ...base, firstName: ' ' })).toEqual({
      path: 'firstName',
      message: 'required',
    });
    expect(firstIssue(employeeInputSchema, { ...base, email: 'nope' })).toEqual({
      path: 'email',
      message: 'email_invalid',
    });
    expect(firstIssue(employeeInputSchema, { ...base, email: '' })).toEqual({ path: 'email', message: 'required' });
    expect(firstIssue(employeeInputSchema, { ...base, kind: 'remote' })).toEqual({
      path: 'kind',
      message: 'employee.kindInvalid',
    });
    expect(firstIssue(employeeInputSchema, { ...base, role: 'superadmin' })).toEqual({
      path: 'role',
      message: 'employee.roleInvalid',
    });
  });
  it('takes rates as whole øre and only known permission flags', () => {
    expect(employeeInputSchema.parse({ ...base, rates: { hourly: 45_000 } }).rates).toEqual({ hourly: 45_000 });
    expect(firstIssue(employeeInputSchema, { ...base, rates: { hourly: 450.5 } })).toEqual({
      path: 'rates.hourly',
      message: 'money_invalid',
    });
    expect(firstIssue(employeeInputSchema, { ...base, rates: { hourly: -1 } })).toEqual({
      path: 'rates.hourly',
      message: 'money_invalid',
    });
    expect(employeeInputSchema.safeParse({ ...base, permissions: { allowedToInvoice: true } }).success).toBe(true);
    expect(employeeInputSchema.safeParse({ ...base, permissions: { isSuperadmin: true } }).success).toBe(false);
  });
  it('lets a patch leave fields out, never clearing the email', () => {
    expect(employeePatchSchema.parse({})).toEqual({});
    expect(firstIssue(employeePatchSchema, { email: '' })).toEqual({ path: 'email', message: 'required' });
  });
});

describe('departments and custom tags', () => {
  it('department needs a name; colour is #rrggbb', () => {
    expect(firstIssue(departmentInputSchema, { name: '' })).toEqual({ path: 'name', message: 'required' });
    expect(firstIssue(departmentInputSchema, { name: 'A', color: 'red' })).toEqual({
      path: 'color',
      message: 'color_invalid',
    });
    expect(departmentInputSchema.parse({ name: ' Nord ', color: '#16A34A' })).toEqual({
      name: 'Nord',
      color: '#16a34a',
    });
  });
  it('select tags need options, without duplicates', () => {
    const tag = { name: 'Prioritet', type: 'visit', mode: 'select' };
    expect(firstIssue(customTagInputSchema, tag)).toEqual({ path: 'options', message: 'customTag.optionsRequired' });
    expect(firstIssue(customTagInputSchema, { ...tag, options: ['Høj', 'høj'] })).toEqual({
      path: 'options',
      message: 'customTag.optionsDuplicate',
    });
    expect(customTagInputSchema.safeParse({ ...tag, mode: 'checkbox' }).success).toBe(true);
    expect(firstIssue(customTagInputSchema, { ...tag, type: 'planet', options: ['a'] })).toEqual({
      path: 'type',
      message: 'customTag.typeInvalid',
    });
  });
});
