import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedAddresses } from '../../db/schema';
import { lockMyAddress } from './find-my-address';
import { makeDefault } from './make-default';

/**
 * Deletes one of the user's addresses (404 for anyone else's). When it was the default, the
 * oldest remaining address becomes the default, so checkout still has one to fill in.
 */
export async function deleteAddress(db: Db, options: { userId: string; addressId: string }): Promise<void> {
  const { userId, addressId } = options;
  await db.transaction(async (tx) => {
    const address = await lockMyAddress(tx, { userId, addressId });
    await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
    if (!address.isDefault) return;
    const [next] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, { userId, addressId: next.id });
  });
}
