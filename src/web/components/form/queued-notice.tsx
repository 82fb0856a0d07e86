import { Alert } from '../ui/alert';

export const QUEUED_MESSAGE =
  "You're offline. Your submission is saved on this device and will be sent when the connection returns.";

/** Under a form whose submission waits for the connection (docs/decisions/046). */
export function QueuedNotice({ queued }: { queued: boolean }) {
  if (!queued) return null;
  return (
    <Alert variant="info" title="Saved on this device" className="sm:col-span-2">
      <p>{QUEUED_MESSAGE}</p>
    </Alert>
  );
}
