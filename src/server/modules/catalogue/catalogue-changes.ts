import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';

/** The channel of the trigger in migration 0006_catalogue_changed_notify. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Calls `onChange` whenever drop-shipping products change, through whichever instance: the table's
 * statement-level trigger NOTIFYs and every instance LISTENs (one connection each). Notifications
 * missed while the connection was down count as a change too. Returns the function that stops.
 */
export async function listenForCatalogueChanges(options: {
  database: Database;
  log: Logger;
  onChange: () => void;
  /** Told when changes may be going unheard (listening again failed); onChange follows the reconnection. */
  onUnheard?: () => void;
}): Promise<() => Promise<void>> {
  const { database, log, onChange, onUnheard } = options;
  return database.listen(CATALOGUE_CHANNEL, onChange, {
    onReconnect: () => {
      log.warn('listening to catalogue changes again');
      onChange();
    },
    onError: (error) => {
      onUnheard?.();
      log.error({ err: error }, 'cannot listen to catalogue changes yet');
    },
  });
}
