import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/sql.ts';

describe('the embedded database the server opens', () => {
  // Its WebAssembly memory grows to what PostgreSQL touches and is never given back (docs/decisions/0040).
  it('keeps 32 MB of shared buffers and 16 MB for index builds, not PostgreSQL’s 128 and 64', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const [settings] = await queryRows<{ shared: string; maintenance: string }>(
        database.db,
        sql`select current_setting('shared_buffers') as shared, current_setting('maintenance_work_mem') as maintenance`,
      );
      expect(settings).toEqual({ shared: '32MB', maintenance: '16MB' });
    } finally {
      await database.close();
    }
  });
});
