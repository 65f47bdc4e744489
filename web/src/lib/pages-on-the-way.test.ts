import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isOnTheWay, pagesOnTheWay } from './pages-on-the-way.ts';

const adminRoutes = path.join(import.meta.dirname, '../routes/admin');

describe('pages on the way', () => {
  it('are exactly the admin routes that render ComingSoon', () => {
    const comingSoon = readdirSync(adminRoutes)
      .filter((file) => file.endsWith('.tsx'))
      .filter((file) => readFileSync(path.join(adminRoutes, file), 'utf8').includes('<ComingSoon'))
      .map((file) => `/admin/${file.replace(/\.tsx$/, '')}`)
      .sort();
    expect([...pagesOnTheWay].sort()).toEqual(comingSoon);
  });

  it('match with or without a trailing slash', () => {
    const pages = new Set(['/admin/planning']);
    expect(isOnTheWay('/admin/planning/', pages)).toBe(true);
    expect(isOnTheWay('/admin/planning', pages)).toBe(true);
    expect(isOnTheWay('/admin/visits', pages)).toBe(false);
    // Every page of the spec is built: none is on its way.
    expect(isOnTheWay('/admin/bookings')).toBe(false);
  });
});
