import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, isNull, lte, sql, type Logger } from 'drizzle-orm';
import {
  buildSchema,
  getNamedType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  visit,
  type FieldNode,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '@servio/domain';
import { resolveViewer } from '../src/auth/session.ts';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { queryRows } from '../src/db/sql.ts';
import { outbox } from '../src/db/tables/index.ts';
import { accessRules, decideAccess } from '../src/graphql/access.ts';
import { serviceReminderSchedule } from '../src/modules/service-reminders/index.ts';
import { accessCases } from './access-cases.ts';
import { loadParser, plpgsqlStatements, unmatchedJoins, type Catalog } from './company-joins.ts';
import { backends, createTestApp, graphql, sessionCookie, signIn, type TestApp } from './harness.ts';
import { startAppWorker } from './app-worker.ts';
import { nightArrives } from './night-arrives.ts';
import { startSmtpListener } from './smtp-listener.ts';
import { waitFor } from './wait-for.ts';

/**
 * No statement joins two tables distributed by company without matching their company_id (docs/scale-out.md §4):
 * Citus keeps such a join on one node only then. Every operation of the schema runs as every role allowed to, with
 * the access table's sample variables; each query selects every field of its result two levels down, so the
 * fields' own loaders run too. Every statement the app sent is read by the real PostgreSQL parser, and so is every
 * SQL and PL/pgSQL function in the database (the triggers and search functions run their statements inside).
 */
const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));

/** Every operation runs as each of these its access rule allows: each role reads through its own visibility rule. */
const callers = [
  'admin@demo.dk',
  'tekniker@demo.dk',
  'sofie@demo.dk',
  'leverandor@demo.dk',
  'kunde@demo.dk',
  'super@demo.dk',
] as const;

/** Every field of a type that needs no argument, objects among them `depth` levels further down. */
function everyField(type: GraphQLObjectType, depth: number): SelectionSetNode {
  const selections: FieldNode[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    const leaf = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: field.name } } as const;
    if (isObjectType(named)) {
      if (depth > 0) selections.push({ ...leaf, selectionSet: everyField(named, depth - 1) });
    } else if ('getFields' in named || 'getTypes' in named) {
      selections.push({ ...leaf, selectionSet: { kind: Kind.SELECTION_SET, selections: [typename] } });
    } else selections.push(leaf);
  }
  return { kind: Kind.SELECTION_SET, selections: [typename, ...selections] };
}
const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** A query's sample document with its one field's selection widened to every field two levels down. */
function widened(document: string): string {
  const query = schema.getQueryType()!;
  return print(
    visit(parse(document), {
      OperationDefinition(operation) {
        if (operation.operation !== 'query') return undefined;
        const selections = operation.selectionSet.selections.map((s) => {
          if (s.kind !== Kind.FIELD || !s.selectionSet) return s;
          const type = getNamedType(query.getFields()[s.name.value]!.type);
          return isObjectType(type) ? { ...s, selectionSet: everyField(type, 2) } : s;
        });
        return { ...operation, selectionSet: { ...operation.selectionSet, selections } };
      },
    }),
  );
}

describe('reading a statement for joins', () => {
  const catalog: Catalog = {
    distributed: new Set(['visits', 'customers', 'visit_employees', 'employees']),
    columns: new Map([
      ['visits', new Set(['id', 'company_id', 'customer_id'])],
      ['customers', new Set(['id', 'company_id', 'name'])],
      ['visit_employees', new Set(['visit_id', 'employee_id', 'company_id'])],
      ['employees', new Set(['id', 'company_id'])],
      ['users', new Set(['id', 'company_id', 'employee_id'])],
    ]),
  };
  const joins = (text: string, params: unknown[] = []) => unmatchedJoins(text, params, catalog).map((j) => j.on);
  beforeAll(() => loadParser());

  it('finds a join on id alone, in ON, WHERE, a subquery and IN', () => {
    expect(joins('select 1 from visits v join customers c on c.id = v.customer_id')).toEqual([
      'customers.id = visits.customer_id',
    ]);
    expect(joins('select 1 from visits, customers where customers.id = visits.customer_id')).toHaveLength(1);
    expect(joins('select (select name from customers c where c.id = v.customer_id) from visits v')).toHaveLength(1);
    expect(
      joins('select 1 from visits v where exists (select 1 from visit_employees e where e.visit_id = v.id)'),
    ).toHaveLength(1);
    expect(
      joins('select 1 from visits where id in (select visit_id from visit_employees where employee_id = $1)'),
    ).toEqual(['visits.id = visit_employees.visit_id']);
    expect(joins('delete from visit_employees e using visits v where v.id = e.visit_id')).toHaveLength(1);
  });

  it('follows columns through subqueries and CTEs', () => {
    expect(
      joins('with ve as (select visit_id from visit_employees) select 1 from visits v join ve on ve.visit_id = v.id'),
    ).toEqual(['visit_employees.visit_id = visits.id']);
    expect(
      joins('select 1 from visits v left join lateral (select * from customers) c on c.id = v.customer_id'),
    ).toHaveLength(1);
    expect(
      joins('select 1 from visits v join (select visit_id as x from visit_employees) e (y) on e.y = v.id'),
    ).toHaveLength(1);
  });

  it('accepts a join that matches company_id, directly or through the same value', () => {
    expect(
      joins('select 1 from visits v join customers c on c.company_id = v.company_id and c.id = v.customer_id'),
    ).toEqual([]);
    expect(joins('select 1 from visits v join customers c using (company_id) where c.id = v.customer_id')).toEqual([]);
    expect(joins('select 1 from visits v join customers c using (id)')).toEqual(['visits.id = customers.id']);
    expect(
      joins(
        'select 1 from visits v, customers c where v.company_id = $1 and c.company_id = $2 and c.id = v.customer_id',
        ['a', 'a'],
      ),
    ).toEqual([]);
    expect(
      joins(
        'select 1 from visits v, customers c where v.company_id = $1 and c.company_id = $2 and c.id = v.customer_id',
        ['a', 'b'],
      ),
    ).toHaveLength(1);
    expect(
      joins(`select 1 from visits v where (v.company_id, v.id) in (select company_id, visit_id from visit_employees)`),
    ).toEqual([]);
  });

  it('leaves tables that are not distributed alone', () => {
    expect(joins('select 1 from users u join employees e on e.id = u.employee_id')).toEqual([]);
    expect(joins('select 1 from visits v join visits w on w.company_id = v.company_id')).toEqual([]);
  });
});

describe.each(backends)('joins of distributed tables on %s', (backend) => {
  const sent: { text: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (text, params) => void sent.push({ text, params }) };
  let t: TestApp;
  let catalog: Catalog;

  beforeAll(async () => {
    await loadParser();
    t = await createTestApp(backend, {}, { logger });
    const columns = await queryRows<{ table: string; columns: string[]; distributed: boolean }>(
      t.database.db,
      sql`select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns,
          bool_or(a.attname = 'company_id' and a.attnotnull) as distributed
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v')
        group by c.relname`,
    );
    catalog = {
      distributed: new Set(columns.filter((c) => c.distributed).map((c) => c.table)),
      columns: new Map(columns.map((c) => [c.table, new Set(c.columns)])),
    };
  });
  afterAll(() => t?.close());

  it('sends no statement that joins them without company_id, for any operation', async () => {
    const cookies = new Map<string, string>();
    for (const email of callers) cookies.set(email, await signIn(t.app, email));
    // Every feature on (the planning board, the hierarchy, stock, …), so each operation's statements run.
    const admin = cookies.get('admin@demo.dk')!;
    const { version } = (await graphql(t.app, admin, '{ company { version } }')).data!.company;
    const features = Object.fromEntries(featureFlags.map((flag) => [flag, flag !== 'disableCreateCustomer']));
    const enabled = await graphql(
      t.app,
      admin,
      'mutation ($input: CompanySettingsInput!) { updateCompanySettings(input: $input) { id } }',
      { input: { version, features } },
    );
    expect(enabled.errors).toBeUndefined();
    sent.length = 0;
    const ran = new Set<string>();
    for (const accessCase of accessCases) {
      for (const email of callers) {
        const cookie = cookies.get(email)!;
        const viewer = await resolveViewer(t.services, cookie.slice('jwt='.length));
        if (decideAccess(accessRules[accessCase.operation], viewer) !== 'allowed') continue;
        const result = await graphql(t.app, cookie, widened(accessCase.document), accessCase.variables);
        const renewed = sessionCookie(result.response);
        if (renewed) cookies.set(email, renewed);
        ran.add(accessCase.operation);
      }
    }
    expect(ran.size).toBeGreaterThan(accessCases.length * 0.9);
    // The work the calls queued (mail, PDFs, syncs) and the nightly reminder run, done by the app's worker.
    const smtp = await startSmtpListener();
    const worker = await startAppWorker(t, smtp, [serviceReminderSchedule()]);
    try {
      await nightArrives(t.database.db, demoCompanyId);
      const due = and(isNull(outbox.sentAt), isNull(outbox.deadAt), lte(outbox.runAfter, sql`now()`));
      await waitFor(async () => (await t.database.db.$count(outbox, due)) === 0, 120_000, 'the queued jobs done');
    } finally {
      await worker.stop();
      await smtp.close();
    }
    const findings = new Map<string, string>();
    for (const { text, params } of sent) {
      try {
        for (const join of unmatchedJoins(text, params, catalog))
          findings.set(join.on, `${join.on}\n  in: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
      } catch (error) {
        findings.set(text, `not read: ${String(error)}\n  in: ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
      }
    }
    expect([...findings.values()].sort().join('\n\n')).toBe('');
  }, 300_000);

  it('has no function whose statements join them without company_id', async () => {
    const functions = await queryRows<{ name: string; language: string; body: string; definition: string }>(
      t.database.db,
      sql`select p.proname as name, l.lanname as language, p.prosrc as body, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
        where n.nspname = 'public' and l.lanname in ('sql', 'plpgsql')`,
    );
    expect(functions.length).toBeGreaterThan(5);
    const findings: string[] = [];
    for (const f of functions) {
      for (const text of f.language === 'sql' ? [f.body] : plpgsqlStatements(f.definition)) {
        for (const join of unmatchedJoins(text, [], catalog)) findings.push(`${f.name}: ${join.on}`);
      }
    }
    expect(findings.sort().join('\n')).toBe('');
  });
});
