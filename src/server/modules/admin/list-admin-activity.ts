import { count, desc } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE, type ActivityPage } from '../../../shared/admin/admin-activity';
import type { Db } from '../../db/client';
import { adminActivity } from '../../db/schema';

/** One page of the activity log, newest first. */
export async function listAdminActivity(db: Db, options: { page: number }): Promise<ActivityPage> {
  const { page } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .orderBy(desc(adminActivity.createdAt), desc(adminActivity.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(adminActivity),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      adminUsername: row.adminUsername,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total: total!.n,
  };
}
