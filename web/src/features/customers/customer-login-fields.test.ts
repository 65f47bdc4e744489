import { describe, expect, it } from 'vitest';
import type { MeAndSettings } from '../../lib/auth.ts';
import { lockedLoginFields } from './customer-access.ts';
import { emptyCustomerValues, valuesToInput } from './customer-form-values.ts';

const as = (role: string) => ({ me: { role } }) as MeAndSettings;
const values = { ...emptyCustomerValues(), firstName: 'Mette', email: 'kunde@demo.dk', allowedToLogin: true };

describe("a customer's login fields in the form", () => {
  it('are all open to an administrator and sent', () => {
    const locked = lockedLoginFields(as('administrator'), { hasLogin: true });
    expect(locked).toEqual({ email: false, allowedToLogin: false });
    expect(valuesToInput(values, locked)).toMatchObject({ email: 'kunde@demo.dk', allowedToLogin: true });
  });

  it('lock allowedToLogin for an employee, and the email of a customer with a login; neither is sent', () => {
    const withLogin = lockedLoginFields(as('employee'), { hasLogin: true });
    expect(withLogin).toEqual({ email: true, allowedToLogin: true });
    const input = valuesToInput(values, withLogin);
    expect(input).not.toHaveProperty('email');
    expect(input).not.toHaveProperty('allowedToLogin');
    expect(input.firstName).toBe('Mette');
  });

  it('leave an employee the email of a customer without a login, and of a new customer', () => {
    expect(lockedLoginFields(as('employee'), { hasLogin: false }).email).toBe(false);
    expect(lockedLoginFields(as('employee')).email).toBe(false);
    expect(valuesToInput(values, lockedLoginFields(as('employee')))).toMatchObject({ email: 'kunde@demo.dk' });
  });
});
