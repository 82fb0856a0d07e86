import { asc, desc, eq } from 'drizzle-orm';
import type { Account } from '../../../shared/account/account';
import type { GhanaRegion } from '../../../shared/ghana-regions';
import type { Db } from '../../db/client';
import { savedAddresses, users } from '../../db/schema';
import { notFound } from '../../errors';

/** The signed-in user's profile and saved addresses: the default first, then oldest first. */
export async function getAccount(db: Db, userId: string): Promise<Account> {
  const [profile] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, savedAt: users.profileSavedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) throw notFound('This account no longer exists.');
  const addresses = await db
    .select({
      id: savedAddresses.id,
      region: savedAddresses.region,
      city: savedAddresses.city,
      street: savedAddresses.street,
      landmark: savedAddresses.landmark,
      gpsAddress: savedAddresses.gpsAddress,
      isDefault: savedAddresses.isDefault,
    })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
  // Only addressSchema's regions are ever written.
  return {
    profile: { ...profile, savedAt: profile.savedAt?.toISOString() ?? null },
    addresses: addresses.map((row) => ({ ...row, region: row.region as GhanaRegion })),
  };
}
