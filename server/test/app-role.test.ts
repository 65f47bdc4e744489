import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoleFor } from '../src/db/app-role.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { dropDatabase } from '../src/db/drop-database.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { queryRows } from '../src/db/sql.ts';
import { withTenant } from '../src/db/tenant.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A URL for `database` on the test cluster, connecting as `login`. */
function urlFor(login: string, database: string): string {
  const url = new URL(adminUrl!);
  url.username = login;
  url.password = '';
  url.pathname = `/${database}`;
  return url.toString();
}

async function asLogin<T>(login: string, database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor(login, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Two deployments on one PostgreSQL cluster, each with its own login that owns its database (README, "Production on
// PostgreSQL"). Roles belong to the cluster: a shared application role let A's login read B's data.
describe.runIf(adminUrl)('two deployments on one cluster', { timeout: 120_000 }, () => {
  const suffix = randomBytes(4).toString('hex');
  const deployments = ['a', 'b'].map((name) => ({
    login: `servio_t_login_${name}_${suffix}`,
    db: `servio_t_${name}_${suffix}`,
  }));
  const [a, b] = deployments as [(typeof deployments)[0], (typeof deployments)[0]];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const d of deployments) {
      await admin.query(`create role ${d.login} login createrole`);
      await admin.query(`create database ${d.db} owner ${d.login}`);
      // As the README told before: the login is a member of the one shared application role.
      await admin.query(`create role servio_app nologin`).catch(() => undefined);
      await admin.query(`grant servio_app to ${d.login}`);
      const database = await openDatabase({ databaseUrl: urlFor(d.login, d.db) });
      try {
        await migrateDatabase(database);
        await seedDemoIfEmpty(database.db);
      } finally {
        await database.close();
      }
    }
  });

  afterAll(async () => {
    for (const d of deployments) {
      await dropDatabase(adminUrl!, d.db);
      await admin.query(`drop role if exists ${d.login}`);
    }
    await admin.end();
  });

  it('gives each database its own application role, which its login may become', async () => {
    expect(appRoleFor(a.db)).not.toBe(appRoleFor(b.db));
    const role = await asLogin(a.login, a.db, async (client) => {
      await client.query(`set role ${appRoleFor(a.db)}`);
      return (await client.query<{ role: string }>('select current_user as role')).rows[0]!.role;
    });
    expect(role).toBe(appRoleFor(a.db));
  });

  it("keeps A's login out of B: it cannot become B's application role, nor read B's rows as any role it has", async () => {
    await asLogin(a.login, b.db, async (client) => {
      await expect(client.query(`set role ${appRoleFor(b.db)}`)).rejects.toThrow(/permission denied/);
      await expect(client.query('select count(*) from companies')).rejects.toThrow(/permission denied/);
      await client.query('set role servio_app');
      await expect(client.query('select count(*) from companies')).rejects.toThrow(/permission denied/);
      await expect(client.query('select count(*) from users')).rejects.toThrow(/permission denied/);
    });
  });

  it("still serves B's own requests through its role", async () => {
    const database = await openDatabase({ databaseUrl: urlFor(b.login, b.db) });
    try {
      const [row] = await withTenant(database.db, { companyId: null, userId: null }, (tx) =>
        queryRows<{ role: string }>(tx, sql`select current_user as role`),
      );
      expect(row!.role).toBe(appRoleFor(b.db));
    } finally {
      await database.close();
    }
  });
});

// Several app instances starting together on one new database (a deploy that starts them all at once): each migrates
// and grants. Concurrent GRANTs on one table failed with "tuple concurrently updated", so one instance exited.
describe.runIf(adminUrl)('app instances starting together', { timeout: 120_000 }, () => {
  const name = `servio_t_start_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    await dropDatabase(adminUrl!, name);
  });

  it('migrate one new database at once without an error, and leave it migrated once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      const outcomes = await Promise.allSettled(instances.map((database) => migrateDatabase(database)));
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      // And again, all of them on the migrated database, as every later restart does.
      const again = await Promise.allSettled(instances.map((database) => migrateDatabase(database)));
      expect(again.filter((o) => o.status === 'rejected')).toEqual([]);
      const [applied] = await queryRows<{ count: number; distinct: number }>(
        instances[0]!.db,
        sql`select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied!.count).toBeGreaterThan(30);
      expect(applied!.count).toBe(applied!.distinct);
    } finally {
      for (const database of instances) await database.close();
    }
  });
});
