import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { ChangeOwnPasswordInput } from '../../../shared/admin/admin-credentials';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/**
 * An admin changes their own password after proving the current one. The log says that it
 * changed, never a hash.
 */
export async function changeOwnPassword(
  db: Db,
  options: { input: ChangeOwnPasswordInput; admin: AdminActor },
) {
  const { input, admin } = options;
  const byCredential = and(eq(accounts.userId, admin.id), eq(accounts.providerId, 'credential'));
  const [account] = await db.select().from(accounts).where(byCredential);
  const valid = account?.password
    ? await verifyPassword({ hash: account.password, password: input.currentPassword })
    : false;
  if (!valid) {
    throw new AppError(400, 'VALIDATION_ERROR', WRONG_CURRENT_PASSWORD, {
      currentPassword: WRONG_CURRENT_PASSWORD,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ password: passwordHash, updatedAt: new Date() }).where(byCredential);
    await recordAdminActivity(tx, {
      admin,
      action: 'admin.change_password',
      entityType: 'admin',
      entityId: admin.username,
      before: { password: 'previous' },
      after: { password: 'changed' },
    });
  });
}
