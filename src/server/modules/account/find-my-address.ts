import { and, eq } from 'drizzle-orm';
import { ADDRESS_NOT_FOUND_MESSAGE } from '../../../shared/account/account';
import { savedAddresses, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { Tx } from './make-default';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks the user's row and finds one of their addresses: another user's address, an unknown id
 * or no id at all is the same 404, so nobody learns which ids exist.
 */
export async function lockMyAddress(tx: Tx, options: { userId: string; addressId: string }) {
  const { userId, addressId } = options;
  if (!UUID.test(addressId)) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ id: savedAddresses.id, isDefault: savedAddresses.isDefault })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND_MESSAGE);
  return row;
}
