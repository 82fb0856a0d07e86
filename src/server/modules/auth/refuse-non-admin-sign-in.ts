import { eq } from 'drizzle-orm';
import { ADMIN_LOGIN_FAILED_CODE, ADMIN_LOGIN_MESSAGES } from '../../../shared/admin/admin-messages';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * After a successful username sign-in: a user without role admin gets the same answer as a wrong
 * password, and the session just made is ended (its cookie is never sent). Null for an admin.
 */
export async function refuseNonAdminSignIn(db: Db, responseText: string): Promise<AppError | null> {
  let body: { token?: unknown; user?: { role?: unknown } };
  try {
    body = JSON.parse(responseText) as typeof body;
  } catch {
    body = {};
  }
  if (body.user?.role === 'admin') return null;
  if (typeof body.token === 'string') await db.delete(sessions).where(eq(sessions.token, body.token));
  return new AppError(401, ADMIN_LOGIN_FAILED_CODE, ADMIN_LOGIN_MESSAGES.failure);
}
