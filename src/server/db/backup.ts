import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { DatabaseLockedError, lockDataFolder } from './client';

const run = promisify(execFile);

/** A backup or restore that cannot go ahead; the message says why in words. */
export class BackupError extends Error {}

/**
 * Takes the embedded database's folder for the duration of `work`. The shop holds it while it
 * runs, and PGlite's files copied under a running shop would be torn: refused, in words.
 */
async function withDataFolder<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const owner = fs.readFileSync(path.join(dataDir, 'app.lock'), 'utf8').trim();
    throw new BackupError(
      `The shop is running on the embedded database in ${dataDir} (pid ${owner}). ` +
        'Stop it first: its files can only be saved or replaced while nothing has them open.',
    );
  }
  try {
    return await work();
  } finally {
    release();
  }
}

/** PGlite's own dump of DATA_DIR/pg: a gzipped tar of its data folder. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = path.join(dataDir, 'pg');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dir} to back up.`);
  }
  await withDataFolder(dataDir, async () => {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  });
}

/**
 * Replaces DATA_DIR/pg with a dump made by backupPglite. The folder it replaces is kept beside it
 * (returned), so a restore of the wrong file loses nothing.
 */
export async function restorePglite(dataDir: string, file: string): Promise<{ keptAs?: string }> {
  const dump = readDump(file);
  fs.mkdirSync(dataDir, { recursive: true });
  return withDataFolder(dataDir, async () => {
    const dir = path.join(dataDir, 'pg');
    let keptAs: string | undefined;
    if (fs.existsSync(dir)) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, keptAs);
    }
    try {
      const client = await PGlite.create(dir, {
        loadDataDir: new Blob([new Uint8Array(dump)]),
        extensions: { pg_trgm },
      });
      await client.query('SELECT 1');
      await client.close();
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      if (keptAs) fs.renameSync(keptAs, dir);
      throw new BackupError(
        `${file} could not be restored (${(error as Error).message}); nothing was changed.`,
      );
    }
    return { keptAs };
  });
}

/** pg_dump's custom format: compressed, and pg_restore can restore it into an existing database. */
export async function backupPostgres(url: string, file: string, options: { binDir?: string } = {}) {
  const tool = await postgresTool('pg_dump', url, options.binDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await runTool(tool.path, ['--format=custom', `--file=${file}`, `--dbname=${tool.dbname}`], tool.env);
}

/**
 * Restores a pg_dump file into the database of `url`, replacing the objects it holds, in one
 * transaction (a failure changes nothing). Refused while other sessions use that database (a shop
 * still running would write between the drop and the load) unless `force`.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { force?: boolean; binDir?: string } = {},
) {
  readDump(file);
  const others = await otherSessions(url);
  if (others > 0 && !options.force) {
    throw new BackupError(
      `${others} other session${others === 1 ? ' is' : 's are'} connected to this database: stop the shop ` +
        '(every instance and worker) first, or pass --force to restore anyway.',
    );
  }
  const tool = await postgresTool('pg_restore', url, options.binDir);
  await runTool(
    tool.path,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${tool.dbname}`,
      file,
    ],
    tool.env,
  );
}

function readDump(file: string): Buffer {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  return fs.readFileSync(file);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return Number(rows[0]!.count);
  });
}

/**
 * pg_dump and pg_restore refuse a server newer than themselves: the tool of the server's own
 * major version (Debian's /usr/lib/postgresql/<major>/bin) when installed, else the one on the PATH.
 * The password goes in the environment, not on the command line other users can read.
 */
async function postgresTool(name: 'pg_dump' | 'pg_restore', url: string, binDir?: string) {
  const versionNum = await withClient(url, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Number(rows[0]!.server_version_num);
  });
  const major = Math.floor(versionNum / 10_000);
  const dir = binDir ?? `/usr/lib/postgresql/${major}/bin`;
  const toolPath = fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : name;
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    path: toolPath,
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string | number };
    if (code === 'ENOENT') {
      throw new BackupError(`${tool} was not found: install the PostgreSQL client of the server's version.`);
    }
    throw new BackupError(`${path.basename(tool)} failed: ${(stderr ?? String(error)).trim()}`);
  }
}
