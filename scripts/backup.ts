// `npm run backup [-- file]`: a backup of the database the server is configured for.
import { readConfig } from '../server/src/config.ts';
import { backupPglite, backupPostgres, defaultBackupFile } from '../server/src/ops/backup.ts';

const config = readConfig();
const kind = config.databaseUrl ? 'postgres' : 'pglite';
const file = process.argv[2] ?? defaultBackupFile(kind);
try {
  if (config.databaseUrl) backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
