import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder, queryRows } from './client';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | undefined;

/** The committed migrations, as drizzle-kit's journal lists them (read once: they ship with the code). */
function committedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The tags of the committed migrations the database has not applied yet. Drizzle's migrator
 * records each applied migration's journal time in drizzle.__drizzle_migrations and applies
 * those newer than the last one recorded: the same rule decides here.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  );
  let lastApplied = Number.NEGATIVE_INFINITY;
  if (table?.exists) {
    const [last] = await queryRows<{ created_at: string | number | null }>(
      db,
      sql`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`,
    );
    if (last?.created_at != null) lastApplied = Number(last.created_at);
  }
  return committedMigrations()
    .filter((entry) => entry.when > lastApplied)
    .map((entry) => entry.tag);
}
