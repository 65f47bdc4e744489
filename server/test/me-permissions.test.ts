import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionFlags } from '@servio/domain';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

const query = `query { me { role permissions { ${permissionFlags.join(' ')} } } }`;

describe.each(backends)("the viewer's own permissions on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('are all granted to an administrator', async () => {
    const me = (await graphql(t.app, await signIn(t.app, 'admin@demo.dk'), query)).data!.me;
    expect(Object.values(me.permissions).every(Boolean)).toBe(true);
  });

  it("are an employee's own flags, as an administrator set them", async () => {
    const me = (await graphql(t.app, await signIn(t.app, 'tekniker@demo.dk'), query)).data!.me;
    expect(me.role).toBe('employee');
    // The demo technician completes visits but does not create them (demo seed).
    expect(me.permissions.allowedToCompleteVisit).toBe(true);
    expect(me.permissions.allowedToCreateVisit).toBe(false);
    const sofie = (await graphql(t.app, await signIn(t.app, 'sofie@demo.dk'), query)).data!.me;
    expect(sofie.permissions.allowedToCreateVisit).toBe(true);
  });

  it('grant a customer nothing', async () => {
    const me = (await graphql(t.app, await signIn(t.app, 'kunde@demo.dk'), query)).data!.me;
    expect(Object.values(me.permissions).some(Boolean)).toBe(false);
  });
});
