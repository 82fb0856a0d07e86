import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileSchema } from '../../../shared/account/account';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Sets the user's name and phone (already normalised to +233… by the schema, or null). */
export async function updateProfile(
  db: Db,
  options: { userId: string; profile: z.output<typeof profileSchema> },
): Promise<void> {
  const { name, phone } = options.profile;
  await db.update(users).set({ name, phone, profileSavedAt: new Date() }).where(eq(users.id, options.userId));
}
