import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variableErrors } from '../src/graphql/error-codes-plugin.ts';
import { schema } from '../src/graphql/schema.ts';
import { backends, createTestApp, graphql, signIn, type TestApp } from './harness.ts';

const updateSettings = `mutation ($input: CompanySettingsInput!) {
  updateCompanySettings(input: $input) { id version }
}`;
const createVisit = `mutation ($input: VisitInput!) { createVisit(input: $input) { id } }`;
const updatePrefLang = `mutation ($lang: String!) { updateMe(prefLang: $lang) { id } }`;

/** The refusals' code, field and reason, without their (graphql-js worded) messages. */
const refusals = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors ?? []).map(({ extensions }) => ({
    code: extensions?.code,
    field: extensions?.field,
    ...(extensions?.reason ? { reason: extensions.reason } : {}),
  }));

describe('variableErrors: the field from coerceInputValue’s path', () => {
  const operation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;
  const fields = (source: string, variables: Record<string, unknown>) =>
    variableErrors(schema, operation(source), variables).map((e) => e.extensions.field);

  it('joins the variable name and the path inside its value with dots', () => {
    expect(fields(updateSettings, { input: { version: 'x' } })).toEqual(['input.version']);
    expect(fields(createVisit, { input: { tagValues: [{ tagId: 'a', values: ['ok', 7] }] } })).toEqual([
      'input.tagValues.0.values.1',
    ]);
    expect(fields(createVisit, { input: { tagValues: [{ values: [] }] } })).toEqual(['input.tagValues.0']);
    expect(fields(createVisit, { input: { noSuchField: 1 } })).toEqual(['input']);
  });
  it('names a missing or null required variable, and lists every refusal', () => {
    expect(fields(updatePrefLang, {})).toEqual(['lang']);
    expect(fields(updatePrefLang, { lang: null })).toEqual(['lang']);
    expect(fields(createVisit, { input: { price: 'free', start: 'soon' } })).toEqual(['input.price', 'input.start']);
  });
  it('accepts valid variables and leaves optional ones out', () => {
    expect(fields(updateSettings, { input: { version: 3, name: 'X' } })).toEqual([]);
    expect(fields('query ($type: String) { customTags(type: $type) { id } }', {})).toEqual([]);
  });
});

describe.each(backends)('refused variables over HTTP (graphql-jit executing) on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
  });
  afterAll(async () => t?.close());

  it('answers BAD_USER_INPUT with the field for a mistyped, missing or null variable', async () => {
    expect(refusals(await graphql(t.app, admin, updateSettings, { input: { version: 'x' } }))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'input.version' },
    ]);
    expect(refusals(await graphql(t.app, admin, updatePrefLang, {}))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'lang' },
    ]);
    expect(refusals(await graphql(t.app, admin, updatePrefLang, { lang: null }))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'lang' },
    ]);
  });

  it("keeps a scalar's own reason (an invalid DateTime) and names its field", async () => {
    expect(refusals(await graphql(t.app, admin, createVisit, { input: { start: 'tomorrow' } }))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'input.start', reason: 'date_invalid' },
    ]);
  });

  it('refuses access before looking at the variables', async () => {
    const result = await graphql(t.app, undefined, updateSettings, { input: { version: 'x' } });
    expect(refusals(result)).toEqual([{ code: 'UNAUTHENTICATED', field: undefined }]);
  });
});
