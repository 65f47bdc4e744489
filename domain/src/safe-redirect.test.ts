import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('follows a path of this site, with its query', () => {
    expect(safeRedirectPath('/admin/settings')).toBe('/admin/settings');
    expect(safeRedirectPath('/admin/visits/?view=due')).toBe('/admin/visits/?view=due');
    expect(safeRedirectPath('/technician/dashboard/index')).toBe('/technician/dashboard/index');
  });

  it('goes to /admin for anything else', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'admin',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
    ])
      expect(safeRedirectPath(value)).toBe('/admin');
  });

  it('never leads back into signing in or out, nor carries control characters', () => {
    for (const value of ['/sign-in', '/sign-in?redirect=%2Fadmin', '/logout', '/admin\n/x', '/admin\u0000'])
      expect(safeRedirectPath(value)).toBe('/admin');
  });
});
