import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, or the PostgreSQL URL: the job queue connects its own way. */
  pglite?: PGlite;
  url?: string;
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /**
   * Subscribes to a Postgres NOTIFY channel; returns the unsubscribe function. On PostgreSQL the
   * listening connection is re-established when it drops; `onReconnect` is then called, because
   * notifications sent in between are lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for the metrics; PGlite has no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface ListenOptions {
  onReconnect?: () => void;
  /** Told about each failed attempt to listen again (it keeps trying). */
  onError?: (error: unknown) => void;
}

const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

export const migrationsFolder = path.join(PROJECT_ROOT, 'src/server/db/migrations');

export class DatabaseLockedError extends Error {}

/**
 * PGlite is a single-process database and does not lock its folder itself: two processes writing
 * the same folder corrupt it. A lock file with the owner's pid refuses the second one; a lock left
 * by a process that no longer runs is taken over.
 */
export function lockDataFolder(dir: string): () => void {
  const lockPath = path.join(dir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && isRunning(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's own start parameters, and a smaller buffer pool than PostgreSQL's default: the
 * pool lives in the server's own memory, while a page it misses is read from the operating
 * system's file cache, which the kernel can give back (docs/decisions/063).
 */
const PGLITE_BUFFER_POOL = ['-c', 'shared_buffers=32MB'];

/**
 * PGlite in `dataDir/pg`, or in memory when dataDir is undefined (tests). Its modules are loaded
 * here, not with the server's: a shop on PostgreSQL never holds them in memory.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = lockDataFolder(dataDir);
    dir = path.join(dataDir, 'pg');
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_BUFFER_POOL],
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      await client.close();
      release();
    },
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out one (inside a transaction): its pending query fails with the error instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // The drop functions of the connections that LISTEN, released when the database closes.
  const listeners = new Set<() => void>();
  let closed = false;
  return {
    db,
    kind: 'postgres',
    url,
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    async listen(channel, onPayload, options = {}) {
      const quoted = `"${channel.replaceAll('"', '')}"`;
      let current: { client: pg.Client; drop: () => void } | undefined;
      let stopped = false;
      let retryTimer: NodeJS.Timeout | undefined;
      let retryMs = LISTEN_RETRY_MS.first;

      // A connection of its own, outside the pool: a LISTEN holds its connection for as long as
      // the app runs, and held pool connections would starve the queries (a pool of 3 and three
      // channels left none).
      const connect = async () => {
        const client = new pg.Client({ connectionString: url });
        let released = false;
        const drop = () => {
          if (released) return;
          released = true;
          listeners.delete(drop);
          if (current?.client === client) current = undefined;
          client.end().catch(() => {});
        };
        // A client that loses its connection emits 'error', which would crash the process without
        // a handler: the connection is dropped and a new one listens instead.
        client.on('error', () => {
          // Only an established subscription is re-established here; a failure while connecting
          // is reported to the caller (or to the retry loop) instead.
          const wasListening = current?.client === client;
          drop();
          if (wasListening) schedule();
        });
        client.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${quoted}`);
        } catch (error) {
          drop();
          throw error;
        }
        if (stopped || closed) return drop();
        current = { client, drop };
        listeners.add(drop);
      };

      const schedule = () => {
        if (stopped || closed || retryTimer) return;
        retryTimer = setTimeout(async () => {
          retryTimer = undefined;
          try {
            await connect();
            retryMs = LISTEN_RETRY_MS.first;
            if (!stopped && !closed) options.onReconnect?.();
          } catch (error) {
            options.onError?.(error);
            retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
            schedule();
          }
        }, retryMs);
        retryTimer.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retryTimer);
        const listening = current;
        if (!listening) return;
        await listening.client.query(`UNLISTEN ${quoted}`).catch(() => {});
        listening.drop();
      };
    },
    async close() {
      closed = true;
      for (const drop of [...listeners]) drop();
      await pool.end();
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
