// `npm run db:backup [-- --file PATH]`: saves the shop's database to a file.
//   PostgreSQL (DATABASE_URL): pg_dump's custom format, while the shop keeps running.
//   Embedded (DATA_DIR): PGlite's own dump (a .tar.gz of its folder); the shop must be stopped.
// --pg-bin DIR: where pg_dump is (default: the server's version under /usr/lib/postgresql).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, backupPglite, backupPostgres } from '../src/server/db/backup';

const { values } = parseArgs({ options: { file: { type: 'string' }, 'pg-bin': { type: 'string' } } });

try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    values.file ?? `backups/ghanamart-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`,
  );
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file, { binDir: values['pg-bin'] });
  else await backupPglite(config.dataDir, file);
  console.log(`Saved the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database to ${file}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
