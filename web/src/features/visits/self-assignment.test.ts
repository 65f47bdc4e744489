import { describe, expect, it } from 'vitest';
import { selfAssignment } from './self-assignment.ts';

const employee = { id: 'me', isAdmin: false };
const admin = { id: 'me', isAdmin: true };

describe('selfAssignment', () => {
  it('keeps someone who chose themselves on the visit, creating or editing', () => {
    expect(selfAssignment(['me', 'colleague'], employee, true)).toBe('canOpen');
    expect(selfAssignment(['me'], employee, false)).toBe('canOpen');
  });

  it('leaves out an employee who chose only colleagues, or (editing) nobody', () => {
    expect(selfAssignment(['colleague'], employee, true)).toBe('leftOut');
    expect(selfAssignment(['colleague'], employee, false)).toBe('leftOut');
    expect(selfAssignment([], employee, false)).toBe('leftOut');
  });

  it('expects the server to put an employee who creates a visit for nobody on it', () => {
    expect(selfAssignment([], employee, true)).toBe('putOnByServer');
  });

  it('never leaves out an administrator, who sees every visit', () => {
    expect(selfAssignment(['colleague'], admin, true)).toBe('canOpen');
    expect(selfAssignment([], admin, false)).toBe('canOpen');
  });
});
