import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOperationCost, operationCost } from '../src/graphql/cost-limit-plugin.ts';
import { schema } from '../src/graphql/schema.ts';
import { createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

const webDir = path.resolve(import.meta.dirname, '../../web/src');

/** Every GraphQL document the web app sends (features, shared, lib): each graphql(`…`) call, with its fragments. */
function webOperations(): { name: string; document: DocumentNode }[] {
  const definitions: DefinitionNode[] = [];
  for (const file of readdirSync(webDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.(test|d)\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(webDir, file), 'utf8');
    for (const [, text] of source.matchAll(/graphql\(\s*`([^`]*)`/g)) {
      // gql.tada's own directives mean nothing to the server.
      definitions.push(...parse(text!.replace(/@_(unmask|optional|required)\b/g, '')).definitions);
    }
  }
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const spreads = (node: DefinitionNode, found: Set<string>): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        if (found.has(spread.name.value)) return;
        found.add(spread.name.value);
        spreads(fragments.get(spread.name.value)!, found);
      },
    });
    return found;
  };
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name?.value ?? '(anonymous)',
      document: {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...[...spreads(operation, new Set())].map((name) => fragments.get(name)!)],
      },
    }));
}

/** The most a web page can ask for: every Int variable (limits, offsets, counts) at the largest a list serves. */
function heaviestVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      for (const variable of definition.variableDefinitions ?? [])
        if (/^Int!?$/.test(print(variable.type))) variables[variable.variable.name.value] = 500;
  return variables;
}

describe('query cost limit', () => {
  it('lets every query and mutation of the web app through, at the largest limits', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(40);
    const costs = operations.map(({ name, document }) => {
      expect(validate(schema, document), name).toEqual([]);
      return { name, cost: operationCost(schema, document, name, heaviestVariables(document)) };
    });
    const heaviest = costs.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(heaviest.cost, heaviest.name).toBeLessThanOrEqual(maxOperationCost);
    // The map's 500 visits are the heaviest page: the estimate must see them as heavy, or it measures nothing.
    expect(heaviest.cost).toBeGreaterThan(maxOperationCost / 4);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp('pglite');
      admin = await signIn(t.app, 'admin@demo.dk');
    });
    afterAll(async () => t?.close());

    it('refuses 15 aliases of visits(limit: 500) before running them', async () => {
      const aliases = Array.from(
        { length: 15 },
        (_, i) => `v${i}: visits(limit: 500) { totalCount items { id caseNumber start end status description } }`,
      );
      const result = await graphql(t.app, admin, `{ ${aliases.join(' ')} }`);
      expect(errorCode(result)).toBe('BAD_REQUEST');
      expect(result.errors![0]!.extensions).toMatchObject({ reason: 'query_too_costly' });
      expect(result.data ?? null).toBeNull();
    });

    it('still answers one visits(limit: 500), as the map asks', async () => {
      const result = await graphql(
        t.app,
        admin,
        'query ($limit: Int) { visits(limit: $limit) { totalCount items { id caseNumber start end status description } } }',
        { limit: 500 },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.visits.items.length).toBeGreaterThan(0);
    });
  });
});
