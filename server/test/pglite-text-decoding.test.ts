import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * PGlite's protocol reader decodes each text value straight from its wire buffer (patches/@electric-sql+pglite+*.patch,
 * decisions/0058) instead of copying it out first. These read back values of every kind of width, at every offset of
 * a message and across many messages of one answer, as they were written.
 */
describe('text values read from PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
  });
  afterAll(async () => {
    await db.close();
  });

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
