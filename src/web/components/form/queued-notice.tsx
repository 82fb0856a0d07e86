import { QUEUED_MESSAGE } from '@web/lib/offline-queue';
import { Alert } from '../ui/alert';

/** Under a form whose submission waits for the connection (docs/decisions/046). */
export function QueuedNotice({ queued }: { queued: boolean }) {
  if (!queued) return null;
  return (
    <Alert variant="info" title="Saved on this device" className="sm:col-span-2">
      <p>{QUEUED_MESSAGE}</p>
    </Alert>
  );
}
