// `npm run restore -- file`: loads a backup into the database the server is configured for.
import { readConfig } from '../server/src/config.ts';
import { restorePglite, restorePostgres } from '../server/src/ops/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = readConfig();
try {
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const keptAside = await restorePglite(file, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}.`);
    if (keptAside) console.log(`The data that was there is kept in ${keptAside}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
