import type { DeliveryJobStatus } from './rider-jobs';

/** A failed attempt at the door, as the shopper reads it. */
export interface DeliveryAttempt {
  at: string;
  reasonLabel: string;
  nextAttemptAt: string | null;
}

/**
 * Where the delivery of an order stands (docs/decisions/067 and 071): the rider's first name, on
 * the way, the failed attempts, the proof's time. /track shows it to whoever holds the reference and
 * a contact; the order page adds the receiver's code for the owner or the e-mailed link only.
 */
export interface DeliveryProgress {
  riderFirstName: string | null;
  status: DeliveryJobStatus;
  statusLabel: string;
  onTheWay: boolean;
  attempts: DeliveryAttempt[];
  deliveredAt: string | null;
  /** How the delivery was proved: the receiver's code, or a photo. */
  proof: 'code' | 'photo' | null;
  /** Each step at the rider's own time, in the shopper's words ("Given to rider Kofi"). */
  steps: { status: string; label: string; at: string }[];
}

/** The order page's: the same, with the code to give the rider while it is not delivered. */
export interface OrderDeliveryProgress extends DeliveryProgress {
  code: string | null;
}

/** A step of the delivery as the admin's single order view shows it, with its note ("Assigned to Kofi Asante"). */
export interface AdminDeliveryStep {
  status: string;
  label: string;
  at: string;
  note: string | null;
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

/**
 * The delivery as the admin's order view shows it: who carried it, the proof (never the code
 * itself), where the rider stood when the browser gave a position, the cash, and whether five wrong
 * codes locked it.
 */
export interface AdminDeliveryProof {
  jobId: string;
  riderName: string | null;
  status: DeliveryJobStatus;
  statusLabel: string;
  deliveredAt: string | null;
  proof: 'code' | 'photo' | null;
  /** A photo's address: shown to the admin to check (the receiver had no phone for the code). */
  photoUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  cashDue: string;
  cashCollected: string | null;
  cashReason: string | null;
  locked: boolean;
  wrongCodes: number;
  lastFailure: DeliveryAttempt | null;
}
