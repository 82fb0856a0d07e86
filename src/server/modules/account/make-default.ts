import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedAddresses } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Makes one of the user's addresses the default: the old default is cleared first (one per user). */
export async function makeDefault(tx: Tx, options: { userId: string; addressId: string }): Promise<void> {
  const { userId, addressId } = options;
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.isDefault, true),
        ne(savedAddresses.id, addressId),
      ),
    );
  await tx
    .update(savedAddresses)
    .set({ isDefault: true })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, addressId)));
}
