import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeAndSettingsDocument } from '@servio/domain/session-query';
import { jsonForScript } from '../src/web/session-in-page.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

// The web app's pages as the server sends them: the sign-in page (its own document, decisions/0042) and the back
// office's page naming the code of the route it opens (decisions/0044).
/** A script larger than the 1 KB under which the build writes no compressed copy. */
const script = `export const greeting = ${JSON.stringify('Goddag '.repeat(300))};\n`;

describe.each(backends)('the web pages on %s', (backend) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'servio-pages-'));
    writeFileSync(path.join(webDist, 'index.html'), '<head><title>app</title>\n</head><body></body>');
    writeFileSync(path.join(webDist, 'sign-in.html'), '<title>sign in</title>');
    // A built file and the .br and .gz the build writes beside it (web/vite.config.ts).
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'main-1.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'main-1.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'main-1.js.gz'), gzipSync(script));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-1.js' },
        'src/routes/admin/visits/index.tsx?tsr-split=component': {
          file: 'assets/visits-1.js',
          imports: ['index.html'],
        },
        'src/locales/feature-catalogs-da.ts': { file: 'assets/feature-catalogs-da-1.js' },
        'src/locales/feature-catalogs-en.ts': { file: 'assets/feature-catalogs-en-1.js' },
      }),
    );
    t = await createTestApp(backend, { webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends a built file compressed as the build wrote it, and plain to a client that takes no encoding', async () => {
    const asBrotli = await t.app.inject({
      method: 'GET',
      url: '/assets/main-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.rawPayload).toEqual(brotliCompressSync(script));
    expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe(script);
    const asGzip = await t.app.inject({
      method: 'GET',
      url: '/assets/main-1.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(asGzip.rawPayload).toEqual(gzipSync(script));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-1.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps a built file for a year and asks again for the top files; a file the build did not write is a 404', async () => {
    const built = await get('/assets/main-1.js');
    expect(built.statusCode).toBe(200);
    expect(built.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/main-1.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const top = await get('/sign-in.html');
    expect(top.statusCode).toBe(200);
    expect(top.headers['cache-control']).toBe('no-cache');
    // An earlier build's file (an old tab's chunk) is not found, not answered with the app's page.
    const missing = await get('/assets/main-0.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    // The build's manifest is for the server, not the web.
    expect((await get('/.vite/manifest.json')).headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/assets/../.vite/manifest.json')).body).not.toContain('tsr-split');
  });

  it("names the route's code in the back office's page head, and nothing for an address without a route", async () => {
    const visits = await get('/admin/visits/');
    expect(visits.statusCode).toBe(200);
    expect(visits.headers['content-type']).toMatch(/^text\/html/);
    expect(visits.body).toContain('<link rel="modulepreload" crossorigin href="/assets/visits-1.js">\n  </head>');
    expect((await get('/admin/nothing')).body).not.toContain('modulepreload');
  });

  it("carries the session's root query answered in the page of someone signed in, and never stored", async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const page = await get('/admin/visits/', cookie);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const carried = /<script type="application\/json" id="session">(.*)<\/script>\n {2}<\/head>/.exec(page.body);
    expect(carried).not.toBeNull();
    const asked = await graphql(t.app, cookie, getMeAndSettingsDocument);
    expect(asked.errors).toBeUndefined();
    expect(JSON.parse(carried![1]!)).toEqual(asked.data);
    expect(JSON.parse(carried![1]!).me.email).toBe('admin@demo.dk');
  });

  it("names the feature texts in the signed-in person's language beside the route's code, for the admin area only", async () => {
    const textsOf = (body: string) => [...body.matchAll(/feature-catalogs-(\w+)-1\.js/g)].map((m) => m[1]);
    expect(textsOf((await get('/admin/visits/')).body)).toEqual([]);
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const danish = await get('/admin/visits/', cookie);
    expect(danish.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/visits-1.js">\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/feature-catalogs-da-1.js">\n  <script',
    );
    expect(textsOf(danish.body)).toEqual(['da']);
    expect(textsOf((await get('/logout', cookie)).body)).toEqual([]);
    const english = await graphql(t.app, cookie, 'mutation { updateMe(prefLang: "en") { id } }');
    expect(english.errors).toBeUndefined();
    expect(textsOf((await get('/admin', cookie)).body)).toEqual(['en']);
  });

  it('carries no session without a cookie, and "nobody" for a cookie that was signed out', async () => {
    const anonymous = await get('/admin/visits/');
    expect(anonymous.body).not.toContain('id="session"');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(out.statusCode).toBeLessThan(400);
    expect((await get('/admin', cookie)).body).toContain('<script type="application/json" id="session">null</script>');
  });

  it('writes JSON into a script element so that no value can end the element', () => {
    const written = jsonForScript({ name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' });
    expect(written).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual({ name: '</script><script>alert(1)</script><!--', line: 'a\u2028b\u2029c' });
  });

  it('sends the sign-in page to someone not signed in', async () => {
    const page = await get('/sign-in?redirect=%2Fadmin%2Fsettings');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<title>sign in</title>');
  });

  it('sends someone signed in straight on, to a path of this site only', async () => {
    const cookie = await signIn(t.app, 'admin@demo.dk');
    const on = await get('/sign-in?redirect=%2Fadmin%2Fsettings', cookie);
    expect(on.statusCode).toBe(302);
    expect(on.headers.location).toBe('/admin/settings');
    expect((await get('/sign-in', cookie)).headers.location).toBe('/admin');
    expect((await get('/sign-in?redirect=%2F%2Fevil.example%2Fx', cookie)).headers.location).toBe('/admin');
  });
});
