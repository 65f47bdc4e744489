import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * PGlite's protocol reader, as patches/@electric-sql+pglite+*.patch changes it (decisions/0058): it decodes each text
 * value straight from its wire buffer instead of copying it out first, keeps its offset and buffer in plain properties
 * (every value below is read through them), builds each row's object in a loop instead of through an array of
 * [name, value] pairs per cell, and finds a query's own parsers per column instead of copying every type parser
 * with them for each statement.
 */
let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
});
afterAll(async () => {
  await db.close();
});

/** These read back values of every kind of width, at every offset of a message and across many messages. */
describe('text values read from PGlite', () => {
  it('come back as written: empty, Danish letters, four-byte characters, long values and null', async () => {
    const values = ['', 'a', 'Søren Ærø', 'æøå ÆØÅ', 'emoji 😀 i midten', 'x'.repeat(70_000), 'Ø'.repeat(40_000), null];
    const { rows } = await db.query<{ v: string | null; w: string | null; n: number | null }>(
      'select v, v || v as w, length(v) as n from unnest($1::text[]) with ordinality as u(v, i) order by i',
      [values],
    );
    expect(rows.map((row) => row.v)).toEqual(values);
    expect(rows.map((row) => row.w)).toEqual(values.map((v) => (v === null ? null : v + v)));
    expect(rows.map((row) => row.n)).toEqual(values.map((v) => (v === null ? null : [...v].length)));
  });

  it('come back as written in an answer of many rows and columns', async () => {
    const { rows } = await db.query<[number, string, string, string | null]>(
      `select g, repeat('ø', g % 17) || g, 'Kunde ' || g || ' ÆØÅ', case when g % 5 = 0 then null else md5(g::text) end
         from generate_series(1, 3000) g order by g`,
      [],
      { rowMode: 'array' },
    );
    expect(rows).toHaveLength(3000);
    for (const [g, letters, name, hash] of rows) {
      expect(letters).toBe('ø'.repeat(g % 17) + g);
      expect(name).toBe(`Kunde ${g} ÆØÅ`);
      expect(hash === null).toBe(g % 5 === 0);
      if (hash !== null) expect(hash).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

describe('rows read from PGlite as objects', () => {
  it('hold every column under its name, in order, parsed by its type', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select g as n, 'Kunde ' || g as name, g % 2 = 0 as even, json_build_object('g', g) as doc, null::text as none
         from generate_series(1, 200) g order by g`,
    );
    expect(rows).toHaveLength(200);
    rows.forEach((row, index) => {
      const g = index + 1;
      expect(Object.keys(row)).toEqual(['n', 'name', 'even', 'doc', 'none']);
      expect(row).toEqual({ n: g, name: `Kunde ${g}`, even: g % 2 === 0, doc: { g }, none: null });
    });
  });

  it('keep the last of two columns of one name, as before', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`select 1 as a, 2 as a, 3 as b`);
    expect(rows).toEqual([{ a: 2, b: 3 }]);
  });

  it('take a column named __proto__ as a value of its own, never as the prototype of the row', async () => {
    const { rows } = await db.query<Record<string, unknown>>(`select 'x' as "__proto__", 1 as n`);
    const [row] = rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
    expect(Object.keys(row!)).toEqual(['__proto__', 'n']);
  });
});

/**
 * A query's own parsers (drizzle passes some with every statement, to keep timestamps as text) are found per column
 * once an answer's columns are known: PGlite merged them into a copy of its 300 type parsers on every statement
 * (about 0.1 ms each), which the patch no longer does.
 */
describe("a query's own parsers", () => {
  const parsers = {
    1184: (value: string) => `timestamptz: ${value}`,
    23: (value: string) => `int4: ${value}`,
  };
  const statement = `select '2026-12-07 10:00:00+00'::timestamptz as at, n, n::text as label, '(1,2)'::point as p,
      '{1,2}'::int[] as list, null::timestamptz as never from (values (1), (null::int)) as t(n) order by n`;

  it('take the place of the type parsers for their types alone, in rows as objects', async () => {
    const { rows } = await db.query<Record<string, unknown>>(statement, [], { parsers });
    expect(rows).toEqual([
      {
        at: 'timestamptz: 2026-12-07 10:00:00+00',
        n: 'int4: 1',
        label: '1',
        p: '(1,2)',
        list: [1, 2],
        never: null,
      },
      { at: 'timestamptz: 2026-12-07 10:00:00+00', n: null, label: null, p: '(1,2)', list: [1, 2], never: null },
    ]);
  });

  it('do the same in rows as arrays, and leave the type parsers to a query without its own', async () => {
    const { rows } = await db.query<unknown[]>(statement, [], { parsers, rowMode: 'array' });
    expect(rows[0]).toEqual(['timestamptz: 2026-12-07 10:00:00+00', 'int4: 1', '1', '(1,2)', [1, 2], null]);
    const plain = await db.query<Record<string, unknown>>(statement);
    expect(plain.rows[0]).toMatchObject({ n: 1, label: '1', p: '(1,2)', list: [1, 2], never: null });
    expect(plain.rows[0]!.at).toEqual(new Date('2026-12-07T10:00:00Z'));
  });
});
