import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data dir, dumped once; every test file loads its own copy. */
    pgliteTemplate: string;
  }
}

/** Migrates and seeds PGlite once per run: a fresh cluster costs seconds, a loaded dump half a second. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'servio-template-'));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  await seedDemoIfEmpty(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
