import pg from 'pg';
import { appRoleFor } from './app-role.ts';

/**
 * Drops a database and its application role (tests and benchmarks make their own). A pool's end() resolves before its backends have
 * gone; a forced drop would then terminate a closing connection, whose client reports that as an unhandled
 * error. So wait until the database has no sessions left (at most about five seconds), then drop it.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let tries = 0; tries < 250; tries++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    // Its application role belongs to the cluster, not the database: it would outlive it.
    await admin.query(`drop role if exists ${pg.escapeIdentifier(appRoleFor(name))}`);
  } finally {
    await admin.end();
  }
}
