import { and, eq } from 'drizzle-orm';
import type { AddressValues } from '../../../shared/account/account';
import type { Db } from '../../db/client';
import { savedAddresses } from '../../db/schema';
import { lockMyAddress } from './find-my-address';
import { makeDefault } from './make-default';

/** Rewrites one of the user's addresses (404 for anyone else's); isDefault true makes it the default. */
export async function updateAddress(
  db: Db,
  options: { userId: string; addressId: string; address: AddressValues },
): Promise<void> {
  const { userId, addressId, address } = options;
  const { isDefault, ...fields } = address;
  await db.transaction(async (tx) => {
    await lockMyAddress(tx, { userId, addressId });
    await tx
      .update(savedAddresses)
      .set(fields)
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
    if (isDefault) await makeDefault(tx, { userId, addressId });
  });
}
