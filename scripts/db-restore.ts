// `npm run db:restore -- --file PATH [--force]`: puts a backup of npm run db:backup back.
//   PostgreSQL (DATABASE_URL): pg_restore in one transaction, replacing what the dump holds;
//   refused while other sessions use the database unless --force.
//   Embedded (DATA_DIR): replaces DATA_DIR/pg (kept beside it as pg.before-restore-…); the shop
//   must be stopped.
// --pg-bin DIR: where pg_restore is (default: the server's version under /usr/lib/postgresql).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, restorePglite, restorePostgres } from '../src/server/db/backup';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    force: { type: 'boolean', default: false },
    'pg-bin': { type: 'string' },
  },
});
if (!values.file) {
  console.error('Usage: npm run db:restore -- --file PATH [--force]');
  process.exit(2);
}

try {
  const config = loadConfig();
  const file = path.resolve(values.file);
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, { force: values.force, binDir: values['pg-bin'] });
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const { keptAs } = await restorePglite(config.dataDir, file);
    console.log(`Restored ${file} into ${path.join(config.dataDir, 'pg')}.`);
    if (keptAs)
      console.log(`The database it replaced is kept in ${keptAs}; delete it when you no longer need it.`);
  }
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
