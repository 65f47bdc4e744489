import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accessRules } from '../src/graphql/access.ts';
import { printedSchema } from '../src/graphql/schema.ts';

const committedPath = path.resolve(import.meta.dirname, '../schema.graphql');
const committed = readFileSync(committedPath, 'utf8');

/** `Query.me`, `Mutation.updateMe`, … as the committed schema declares them. */
function rootFieldsOf(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const names: string[] = [];
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.keys(type.getFields())) names.push(`${type.name}.${field}`);
  }
  return names.sort();
}

describe('the committed GraphQL schema', () => {
  it('is exactly what the code builds', () => {
    expect(
      committed === printedSchema(),
      'server/schema.graphql is out of date: run `npm run schema:print` and commit the result',
    ).toBe(true);
  });

  it('has an access rule for every query and mutation, and no rule for anything else', () => {
    const fields = rootFieldsOf(committed);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields).toContain('Query.me');
    expect(fields).toContain('Mutation.updateMe');
    const rules = Object.keys(accessRules).sort();
    const withoutRule = fields.filter((f) => !(f in accessRules));
    const ruleWithoutField = rules.filter((r) => !fields.includes(r));
    expect(withoutRule, 'operations without an entry in server/src/graphql/access.ts').toEqual([]);
    expect(ruleWithoutField, 'entries in accessRules that the schema does not have').toEqual([]);
  });
});

describe('creating mutations', () => {
  it('all take an idempotencyKey, so a retried request never creates twice', () => {
    const mutation = buildSchema(committed).getMutationType()!;
    const creating = Object.values(mutation.getFields()).filter((f) => /^(create|import)[A-Z]/.test(f.name));
    expect(creating.map((f) => f.name)).toContain('createCustomer');
    const withoutKey = creating.filter((f) => !f.args.some((a) => a.name === 'idempotencyKey')).map((f) => f.name);
    expect(withoutKey, 'add an idempotencyKey argument and wrap the creation in idempotent()').toEqual([]);
  });
});
