import { count, eq } from 'drizzle-orm';
import type { AddressValues } from '../../../shared/account/account';
import { ADDRESS_LIMIT_MESSAGE, MAX_SAVED_ADDRESSES } from '../../../shared/account/address-limit';
import type { Db } from '../../db/client';
import { savedAddresses, users } from '../../db/schema';
import { AppError } from '../../errors';
import { makeDefault } from './make-default';

/**
 * Saves a delivery address for the user; the first one becomes the default. The user's row is
 * locked first, so two saves at the same moment cannot both pass the limit.
 */
export async function addAddress(db: Db, options: { userId: string; address: AddressValues }): Promise<void> {
  const { userId, address } = options;
  const { isDefault, ...fields } = address;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx
      .select({ count: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    const existing = saved?.count ?? 0;
    if (existing >= MAX_SAVED_ADDRESSES) throw new AppError(409, 'ADDRESS_LIMIT', ADDRESS_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(savedAddresses)
      .values({ ...fields, userId })
      .returning({ id: savedAddresses.id });
    if (existing === 0 || isDefault) await makeDefault(tx, { userId, addressId: row!.id });
  });
}
