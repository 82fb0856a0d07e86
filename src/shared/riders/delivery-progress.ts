/**
 * A delivery's progress as an order's timeline shows it (docs/decisions/067): the rider's first
 * name and each step with its time. Never the receiver's code. No zod: pages render it.
 */
export interface DeliveryProgress {
  riderFirstName: string | null;
  status: string;
  statusLabel: string;
  steps: { status: string; label: string; at: string; note: string | null }[];
}

/** The words of a delivery step for the shopper: "Given to rider Kofi". */
export function deliveryStepLabel(status: string, riderFirstName: string | null): string {
  const rider = riderFirstName ? `rider ${riderFirstName}` : 'a rider';
  const words: Record<string, string> = {
    assigned: `Given to ${rider}`,
    picked_up: `Picked up by ${rider}`,
    out_for_delivery: `${riderFirstName ?? 'The rider'} is on the way`,
    delivered: 'Delivered',
    failed: 'Delivery attempt failed',
    cancelled: 'Delivery cancelled',
  };
  return words[status] ?? status.replaceAll('_', ' ');
}
