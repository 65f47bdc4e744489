import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRules, decideAccess } from '../src/graphql/access.ts';
import { accessCases } from './access-cases.ts';
import { resolveViewer } from '../src/auth/session.ts';
import { backends, createTestApp, errorCode, graphql, sessionCookie, signIn, type TestApp } from './harness.ts';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));
const operations = (['Query', 'Mutation'] as const).flatMap((type) =>
  Object.keys((schema.getType(type) as GraphQLObjectType).getFields()).map((field) => `${type}.${field}`),
);

/** The people every operation is tried as; `null` is a visitor without a session. */
const callers = {
  anonymous: null,
  administrator: 'admin@demo.dk',
  employee: 'tekniker@demo.dk',
  'employee with more rights': 'sofie@demo.dk',
  supplier: 'leverandor@demo.dk',
  superadmin: 'super@demo.dk',
  'administrator of another company': 'admin@anden.dk',
  customer: 'kunde@demo.dk',
} as const;

describe('the access table', () => {
  it('has a sample call for every operation of the schema', () => {
    expect(accessCases.map((c) => c.operation).sort()).toEqual([...operations].sort());
  });
});

describe.each(backends)('every operation as every role on %s', (backend) => {
  let t: TestApp;
  const cookies = new Map<string, string | undefined>();
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [name, email] of Object.entries(callers))
      cookies.set(name, email ? await signIn(t.app, email) : undefined);
  });
  afterAll(async () => t?.close());

  for (const accessCase of accessCases) {
    for (const caller of Object.keys(callers)) {
      it(`${accessCase.operation} as ${caller}`, async () => {
        const cookie = cookies.get(caller);
        // The decision comes from the viewer the server resolves for this cookie, before the call.
        const viewer = cookie ? await resolveViewer(t.services, cookie.slice('jwt='.length)) : null;
        if (cookie) expect(viewer).not.toBeNull();
        const expected = decideAccess(accessRules[accessCase.operation], viewer);
        const result = await graphql(t.app, cookie, accessCase.document, accessCase.variables);
        const code = errorCode(result);
        // A call that re-issues the session (a switch) hands the caller a new cookie.
        const renewed = sessionCookie(result.response);
        if (renewed) cookies.set(caller, renewed);
        if (expected === 'allowed') {
          expect(code, JSON.stringify(result.errors)).not.toBe('UNAUTHENTICATED');
          expect(code, JSON.stringify(result.errors)).not.toBe('FORBIDDEN');
          expect(code, JSON.stringify(result.errors)).not.toBe('INTERNAL_SERVER_ERROR');
        } else {
          expect(code).toBe(expected);
          expect(result.data ?? null).toBeNull();
        }
      });
    }
    if (accessCase.foreignVariables) {
      it(`${accessCase.operation} on another company's record is NOT_FOUND`, async () => {
        const result = await graphql(
          t.app,
          cookies.get('administrator of another company'),
          accessCase.document,
          accessCase.foreignVariables,
        );
        expect(errorCode(result)).toBe('NOT_FOUND');
      });
    }
  }
});
