/** Payments are never queued offline (docs/decisions/046): a pay button says why it waits. */
export const PAYMENT_NEEDS_CONNECTION = "You're offline. Paying needs a connection: reconnect to pay.";

export function NeedsConnection({ id, className }: { id: string; className?: string }) {
  return (
    <p id={id} role="status" className={className ?? 'text-sm font-medium text-amber-800'}>
      {PAYMENT_NEEDS_CONNECTION}
    </p>
  );
}
