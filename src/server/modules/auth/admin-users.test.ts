import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { ensureFirstAdmin } from './admin-users';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('ensureFirstAdmin', () => {
  it('creates one admin when several instances start on a fresh database at once', async () => {
    // Each call reads "no admin" before either has hashed its password and inserted.
    const results = await Promise.all([ensureFirstAdmin(database.db), ensureFirstAdmin(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
    expect(await ensureFirstAdmin(database.db)).toBeNull();
  });
});
