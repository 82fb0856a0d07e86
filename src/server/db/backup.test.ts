import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup';
import { type Database, openPglite, openPostgres, queryRows } from './client';
import { emailOutbox } from './schema';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const subjects = async (database: Database) =>
  (await database.db.select({ subject: emailOutbox.subject }).from(emailOutbox))
    .map((row) => row.subject)
    .sort();
const migrationCount = async (database: Database) =>
  Number(
    (
      await queryRows<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`)
    )[0]!.n,
  );

async function addMessage(database: Database, subject: string) {
  await database.db.insert(emailOutbox).values({ to: 'a@example.com', subject, text: 'body' });
}

describe('backup and restore of the embedded database', () => {
  // Opens, migrates, dumps and loads whole PGlite databases: seconds each, more on a loaded machine.
  it('round-trips: a restore brings back exactly what the backup saw', async () => {
    const dataDir = tempDir();
    const file = path.join(tempDir(), 'shop.tar.gz');
    const database = await openPglite(dataDir);
    await database.migrate();
    const migrations = await migrationCount(database);
    await addMessage(database, 'kept');

    // The shop (here: this process) has the folder open.
    await expect(backupPglite(dataDir, file)).rejects.toThrow(
      /^The shop is running on the embedded database in .* \(pid \d+\)\. Stop it first/,
    );
    await database.close();

    await backupPglite(dataDir, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const after = await openPglite(dataDir);
    await addMessage(after, 'written after the backup');
    await expect(restorePglite(dataDir, file)).rejects.toThrow(/^The shop is running/);
    await after.close();

    const { keptAs } = await restorePglite(dataDir, file);
    expect(keptAs && fs.existsSync(keptAs)).toBe(true);
    const restored = await openPglite(dataDir);
    try {
      expect(await subjects(restored)).toEqual(['kept']);
      expect(await migrationCount(restored)).toBe(migrations);
    } finally {
      await restored.close();
    }

    // Into a folder that has never had a database.
    const fresh = tempDir();
    expect((await restorePglite(fresh, file)).keptAs).toBeUndefined();
    const copy = await openPglite(fresh);
    try {
      expect(await subjects(copy)).toEqual(['kept']);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses a missing file or a folder without a database, in words', async () => {
    const dataDir = tempDir();
    await expect(backupPglite(dataDir, path.join(dataDir, 'x.tar.gz'))).rejects.toThrow(
      /^There is no embedded database in /,
    );
    await expect(restorePglite(dataDir, path.join(dataDir, 'none.tar.gz'))).rejects.toThrow(
      /^There is no backup file at /,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore on PostgreSQL', () => {
  const created: string[] = [];
  async function admin<T>(work: (client: pg.Client) => Promise<T>) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  async function createDatabase() {
    const name = `test_backup_${crypto.randomBytes(5).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    created.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  afterAll(async () => {
    await admin(async (client) => {
      for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  it('round-trips through pg_dump and pg_restore, into a new database and over the old one', async () => {
    const source = await createDatabase();
    const file = path.join(tempDir(), 'shop.dump');
    const database = await openPostgres(source, 2);
    await database.migrate();
    const migrations = await migrationCount(database);
    await addMessage(database, 'kept');
    // pg_dump takes a consistent snapshot: the shop keeps running.
    await backupPostgres(source, file);
    await addMessage(database, 'written after the backup');

    await expect(restorePostgres(source, file)).rejects.toThrow(
      /^\d+ other sessions? (is|are) connected to this database: stop the shop/,
    );
    await database.close();

    await restorePostgres(source, file);
    const target = await createDatabase();
    await restorePostgres(target, file);
    for (const url of [source, target]) {
      const restored = await openPostgres(url, 1);
      try {
        expect(await subjects(restored)).toEqual(['kept']);
        expect(await migrationCount(restored)).toBe(migrations);
      } finally {
        await restored.close();
      }
    }
  });
});
