import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/security-headers.ts';

describe('security headers', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerSecurityHeaders(app, { mapTileOrigins: [], production: true });
    app.get('/admin/customers', async () => 'page');
    app.get('/assets/main-abc123.js', async () => 'script');
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives a page the whole policy', async () => {
    const response = await app.inject({ url: '/admin/customers' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it("gives the web app's hashed files only what a script or a style needs", async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
