import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type AdminCredentialsInput, adminCredentialsSchema } from '../../../shared/admin/admin-credentials';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';

/**
 * Creates the admin, or makes an existing user of that username an admin with the new password.
 * The e-mail is a reserved-domain address: admins never receive or sign in by e-mail.
 */
export async function upsertAdmin(db: Db, input: AdminCredentialsInput) {
  const { username, password } = adminCredentialsSchema.parse(input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.username, username));
    const userId = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await tx.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, userId));
      await tx
        .delete(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    } else {
      await tx.insert(users).values({
        id: userId,
        name: username,
        email: `${username}@admin.invalid`,
        emailVerified: true,
        username,
        displayUsername: username,
        role: 'admin',
      });
    }
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    return { userId, username, created: !existing };
  });
}

// Any constant, the same in every instance: the key of the lock below.
const FIRST_ADMIN_LOCK = 7_240_311;

/** On a fresh install: an `admin` with a random password, returned so it can be printed once. */
export async function ensureFirstAdmin(db: Db): Promise<{ username: string; password: string } | null> {
  return db.transaction(async (tx) => {
    // Instances started together take turns here, so the later ones find the first one's admin
    // (instead of failing on its username, or replacing the password it printed).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (anyAdmin) return null;
    const password = crypto.randomBytes(15).toString('base64url');
    await upsertAdmin(tx, { username: 'admin', password });
    return { username: 'admin', password };
  });
}
