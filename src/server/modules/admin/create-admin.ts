import { eq } from 'drizzle-orm';
import { type AdminCredentialsInput, adminCredentialsSchema } from '../../../shared/admin/admin-credentials';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { upsertAdmin } from '../auth/admin-users';

export const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';

/**
 * An admin creates another admin. Unlike `npm run admin:create`, an existing username is refused:
 * from the admin area nobody may take over another account or reset another admin's password.
 */
export async function createAdmin(db: Db, options: { input: AdminCredentialsInput; admin: AdminActor }) {
  const { username } = adminCredentialsSchema.parse(options.input);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (taken) {
      throw new AppError(409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
    }
    const created = await upsertAdmin(tx, options.input);
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'admin.create',
      entityType: 'admin',
      entityId: created.username,
      before: {},
      after: { username: created.username, role: 'admin' },
    });
    return { username: created.username };
  });
}
