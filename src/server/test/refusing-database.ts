import crypto from 'node:crypto';
import pg from 'pg';
import { type Database, openPostgres } from '../db/client';

/** How PostgreSQL is told to refuse a database's new connections. */
export type Refusal = 'connection-limit' | 'closed-to-connections';

export type RefusingDatabase = Awaited<ReturnType<typeof openRefusingDatabase>>;

/**
 * A PostgreSQL database of the test's own, which the app reaches as an ordinary role, and which
 * the test can make refuse connections the way an operator or a full server does:
 * `CONNECTION LIMIT 0` (new connections fail with 53300, "too many connections") or
 * `ALLOW_CONNECTIONS false` (55000, "not currently accepting connections"). Neither ends the
 * connections already open, so `refuse` also terminates the app's sessions: the pool finds them
 * dead (57P01) and every new one is refused. A superuser ignores the connection limit, hence the
 * role; the test's own administration connects to the server's default database, never this one.
 */
export async function openRefusingDatabase(serverUrl: string) {
  const suffix = crypto.randomBytes(6).toString('hex');
  const name = `refusing_${suffix}`;
  const role = `shop_${suffix}`;
  const password = crypto.randomBytes(12).toString('hex');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
  await admin.query(`CREATE DATABASE ${name} OWNER ${role}`);

  const url = new URL(serverUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${name}`;
  const pool = await openPostgres(url.toString(), 5);
  await pool.migrate();

  const terminateSessions = () =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);

  const database: Database = {
    ...pool,
    /** Ends the app's connections, then drops the database and the role. */
    async close() {
      await pool.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    },
  };

  return {
    database,
    /** From now on the app's connections are refused, and the open ones are gone. */
    async refuse(how: Refusal) {
      await admin.query(
        how === 'connection-limit'
          ? `ALTER DATABASE ${name} CONNECTION LIMIT 0`
          : `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`,
      );
      await terminateSessions();
    },
    /** New connections are accepted again. */
    async restore() {
      await admin.query(`ALTER DATABASE ${name} CONNECTION LIMIT -1 ALLOW_CONNECTIONS true`);
    },
  };
}
