import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { emailOutbox } from '../db/schema';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    AUTH_LIMIT_PER_IP: '1000',
    REQUEST_LIMIT_PER_IP: '1000',
    TRACK_LIMIT_PER_IP: '1000',
    ...env,
  });
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new
 * PostgreSQL database of its own (dropped on close) so that test files can run in parallel.
 * `via` rewrites the URL the app connects with (through a test's TCP proxy, tcp-proxy.ts).
 */
export async function openTestDatabase(options: { via?: (url: string) => string } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(options.via?.(url.toString()) ?? url.toString(), 5);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a real, empty database, for `app.inject` requests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    openDatabase?: () => Promise<Database>;
    beforeReady?: (built: Awaited<ReturnType<typeof buildApp>>) => void;
  } = {},
) {
  const config = testConfig(options.env);
  const database = await (options.openDatabase ?? openTestDatabase)();
  const built = await buildApp({
    config,
    database,
    webDir: path.join(config.dataDir, 'no-web'),
    ...options.deps,
  });
  options.beforeReady?.(built);
  await built.app.ready();
  return {
    ...built,
    config,
    database,
    db: database.db,
    /** The newest e-mail sent to an address (from the outbox). */
    async lastEmailTo(to: string) {
      const [message] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return message;
    },
    async close() {
      await built.app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie pair ("name=value") from a response's set-cookie headers. */
export function sessionCookie(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
  const session = cookies.find((c) => c.includes('session_token=') && !c.includes('session_token=;'));
  if (!session) throw new Error(`No session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}

export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}

let counter = 0;
export function uniqueEmail(prefix = 'shopper') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Signs up, follows the verification link from the outbox and returns the session cookie. */
export async function signUpVerified(app: TestApp, email = uniqueEmail(), password = 'secret123') {
  const signUp = await app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, name: email.split('@')[0], callbackURL: '/' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const message = await app.lastEmailTo(email);
  const link = new URL(firstLink(message!.text));
  const verify = await app.app.inject({ method: 'GET', url: link.pathname + link.search });
  return { email, password, cookie: sessionCookie(verify.headers) };
}
