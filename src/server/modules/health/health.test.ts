import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPglite } from '../../db/client';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('/api/health and /api/ready', () => {
  it('answers liveness and readiness on a migrated database', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    for (const url of ['/api/ready', '/api/health/ready']) {
      const ready = await t.app.inject({ url });
      expect(ready.statusCode, url).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
    }
  });

  it('is not ready while the newest migration is not applied, and says which', async () => {
    const [last] = (
      (await t.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      const answer = await t.app.inject({ url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error).toMatchObject({ code: 'NOT_READY' });
      expect(answer.json().error.message).toMatch(
        /^The database answers but one migration is not applied yet \(\d{4}_\w+\)\.$/,
      );
      // Liveness does not depend on the database.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is not ready on a database that was never migrated', async () => {
    const database = await openPglite();
    const { app } = await buildApp({ config: testConfig(), database });
    try {
      const answer = await app.inject({ url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.message).toMatch(
        /^The database answers but \d+ migrations are not applied yet \(0000_init, /,
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
