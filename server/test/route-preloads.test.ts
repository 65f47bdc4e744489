import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloads, routePattern } from '../src/web/route-preloads.ts';

describe('routePattern', () => {
  const matches = (file: string, pathname: string) => routePattern(file).test(pathname);

  it('reads folders, dots, index, parameters and un-nested segments as the router does', () => {
    expect(matches('admin/visits/index', '/admin/visits/')).toBe(true);
    expect(matches('admin/visits/index', '/admin/visits')).toBe(true);
    expect(matches('admin/visits/$visitId', '/admin/visits/3f2c')).toBe(true);
    expect(matches('admin/visits/$visitId', '/admin/visits/3f2c/x')).toBe(false);
    expect(matches('admin/settings_/audit-log', '/admin/settings/audit-log')).toBe(true);
    expect(matches('admin/items_.import', '/admin/items/import')).toBe(true);
    expect(matches('admin/stock.$itemId', '/admin/stock/42')).toBe(true);
    expect(matches('admin/visits/index', '/admin/customers/')).toBe(false);
  });
});

describe('pagePreloads', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'servio-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/main-1.js', imports: ['_react-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_table-1.js': { file: 'assets/table-1.js', imports: ['_react-1.js'] },
    'src/routes/admin/visits/index.tsx?tsr-split=component': {
      file: 'assets/visits-1.js',
      imports: ['_table-1.js', 'index.html'],
    },
    'src/routes/admin/visits/$visitId.tsx?tsr-split=component': { file: 'assets/visit-1.js', imports: ['index.html'] },
    'src/routes/admin/visits/new.tsx?tsr-split=component': { file: 'assets/new-visit-1.js', imports: ['index.html'] },
    '_reports-1.js': { file: 'assets/reports-1.js' },
    'src/locales/feature-catalogs-da.ts': { file: 'assets/feature-catalogs-da-1.js', imports: ['_reports-1.js'] },
    'src/locales/feature-catalogs-en.ts': { file: 'assets/feature-catalogs-en-1.js', imports: ['_reports-1.js'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const preloads = pagePreloads(dist)!;

  it("names a route's files and what they import, less the entry's own", () => {
    expect(preloads.route('/admin/visits/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/visits-1.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/table-1.js">',
    );
  });

  it('prefers a named page to a parameter', () => {
    expect(preloads.route('/admin/visits/new')).toContain('/assets/new-visit-1.js');
    expect(preloads.route('/admin/visits/3f2c')).toContain('/assets/visit-1.js');
  });

  it('names nothing for an address no route answers, nor without a manifest', () => {
    expect(preloads.route('/admin/nothing-here')).toBe('');
    expect(pagePreloads(os.tmpdir() + '/servio-no-such-dist')).toBeNull();
  });

  it("names a language's feature texts and what they import, nothing for a language without them", () => {
    const texts = preloads.featureTexts;
    expect(texts('en')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/feature-catalogs-en-1.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/reports-1.js">',
    );
    expect(texts('da')).toContain('/assets/feature-catalogs-da-1.js');
    expect(texts('sv')).toBe('');
  });
});
