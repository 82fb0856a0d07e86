import { eq } from 'drizzle-orm';
import { DEFAULT_READY_WITHIN_HOURS } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { sellerSettings } from '../../db/schema';

/** How many hours a vendor has to make a line ready for pickup: the admin's setting, or the default. */
export async function getReadyWithinHours(db: Db): Promise<number> {
  const [row] = await db
    .select({ hours: sellerSettings.readyWithinHours })
    .from(sellerSettings)
    .where(eq(sellerSettings.id, 'current'));
  return row?.hours ?? DEFAULT_READY_WITHIN_HOURS;
}
