import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { accessRules } from '../src/graphql/access.ts';
import { backends, createTestApp, graphql, sessionCookie, signIn, type TestApp } from './harness.ts';

/**
 * Every mutation of the schema gets random and hostile input: wrong types, huge strings, negative and
 * huge numbers, invalid dates, unknown enum values, SQL and HTML fragments, emoji, NUL bytes. Never a
 * 500 or an internal error; a refusal is a coded error (BAD_USER_INPUT names its field); and when the
 * answer is an error, nothing was written.
 */
const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));
const mutations = Object.values((schema.getType('Mutation') as GraphQLObjectType).getFields());

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "'; drop table users; --",
    "' or '1'='1",
    '<img src=x onerror="alert(1)">',
    '<script>alert(1)</script>',
    '😀🎉 æøå ÆØÅ',
    'a\u0000b',
    '\u0000',
    '',
    '   ',
    'not-a-uuid',
    '00000000-0000-4000-8000-000000000001',
    '2026-02-30T25:61:00Z',
    'NaN',
    '-1',
    '{"__proto__":{"polluted":true}}',
  ),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const wrongType = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof({ weight: 9, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: wrongType });
  if (isListType(type)) return fc.oneof(fc.array(valueFor(type.ofType, depth + 1), { maxLength: 4 }), wrongType);
  const named = getNamedType(type);
  let right: fc.Arbitrary<unknown>;
  if (isEnumType(named)) right = fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), hostileText);
  else if (isInputObjectType(named)) {
    const fields = named.getFields();
    right =
      depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, valueFor(f.type, depth + 1)])),
            {
              requiredKeys: Object.entries(fields)
                .filter(([, f]) => isNonNullType(f.type))
                .map(([n]) => n),
            },
          );
  } else if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
      case 'Float':
        right = hostileNumber;
        break;
      case 'Boolean':
        right = fc.boolean();
        break;
      case 'JSON':
        right = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.object({ maxDepth: 1 }));
        break;
      default:
        right = hostileText;
    }
  } else right = wrongType;
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrongType });
}

function documentFor(mutation: (typeof mutations)[number]): string {
  const variables = mutation.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = mutation.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const returns = getNamedType(mutation.type);
  const selection = isObjectType(returns) ? ' { __typename }' : '';
  return `mutation Fuzz${variables ? `(${variables})` : ''} { ${mutation.name}${args ? `(${args})` : ''}${selection} }`;
}

/**
 * A digest of every table people's data lives in (sign-in bookkeeping left out: the audit log, the attempt counters),
 * in one statement: a statement per table made two digests per run some eighty round trips, most of the suite's time.
 */
async function fingerprintOf(t: TestApp): Promise<() => Promise<string>> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('audit_log', 'login_limits', 'server_secrets', '__drizzle_migrations')
    order by table_name`,
  );
  const digests = tables.map(
    ({ table_name }) =>
      `'${table_name}:' || (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table_name}" t)`,
  );
  const statement = sql.raw(`select concat_ws(',', ${digests.join(', ')}) as digest`);
  return async () => (await queryRows<{ digest: string }>(t.database.db, statement))[0]!.digest;
}

const allowedCodes = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'FORBIDDEN', 'BAD_REQUEST']);

describe.each(backends)('hostile input to every mutation on %s', (backend) => {
  let t: TestApp;
  let fingerprint: () => Promise<string>;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(backend);
    fingerprint = await fingerprintOf(t);
    cookies.administrator = await signIn(t.app, 'admin@demo.dk');
    cookies.superadmin = await signIn(t.app, 'super@demo.dk');
  });
  afterAll(async () => t?.close());

  for (const mutation of mutations) {
    it(`${mutation.name} never fails internally and writes nothing when it refuses`, async () => {
      const caller = accessRules[`Mutation.${mutation.name}`]?.kind === 'superadmin' ? 'superadmin' : 'administrator';
      const document = documentFor(mutation);
      const variables = fc.record(Object.fromEntries(mutation.args.map((a) => [a.name, valueFor(a.type)])));
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const before = await fingerprint();
          const result = await graphql(t.app, cookies[caller], document, vars);
          const renewed = sessionCookie(result.response);
          if (renewed) cookies[caller] = renewed;
          expect(result.response.statusCode, result.response.body).toBeLessThan(500);
          for (const error of result.errors ?? []) {
            const code = error.extensions?.code ?? '';
            expect(allowedCodes.has(code), `${code}: ${error.message}`).toBe(true);
            if (code === 'BAD_USER_INPUT') expect(error.extensions?.field, error.message).toBeTruthy();
          }
          if (result.errors?.length) expect(await fingerprint()).toBe(before);
        }),
        { numRuns: backend === 'pglite' ? 40 : 20, seed: 20261121 },
      );
    });
  }
});
