import { asc, eq } from 'drizzle-orm';
import type { AdminListResponse } from '../../../shared/admin/admin-credentials';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Every admin account, by username. */
export async function listAdmins(db: Db): Promise<AdminListResponse> {
  const rows = await db
    .select({ id: users.id, username: users.username, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.username));
  return {
    admins: rows.map((row) => ({
      id: row.id,
      username: row.username ?? row.name,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
