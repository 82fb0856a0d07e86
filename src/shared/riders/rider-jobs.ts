/**
 * The rider's app (docs/decisions/071): a job's statuses and the steps a rider may take, their
 * words, the failure reasons, the receiver's code rule and the map link. Zod-free: the rider's page
 * reads it on its first load, the server enforces the same rule.
 */

export const DELIVERY_JOB_STATUSES = [
  'unassigned',
  'assigned',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'failed',
  'cancelled',
] as const;
export type DeliveryJobStatus = (typeof DELIVERY_JOB_STATUSES)[number];

export const DELIVERY_JOB_STATUS_LABELS: Record<DeliveryJobStatus, string> = {
  unassigned: 'Waiting for a rider',
  assigned: 'To pick up',
  picked_up: 'Picked up',
  out_for_delivery: 'On the way',
  delivered: 'Delivered',
  failed: 'Not delivered',
  cancelled: 'Cancelled',
};

/** The steps a rider takes with the step form (delivered has its own form: the code and the cash). */
export const RIDER_STEPS = ['picked_up', 'out_for_delivery', 'failed'] as const;
export type RiderStep = (typeof RIDER_STEPS)[number];

/** Which status each move may start from: the server refuses any other, in words. */
const MAY_FOLLOW: Record<RiderStep | 'delivered', readonly DeliveryJobStatus[]> = {
  picked_up: ['assigned'],
  // After a failed attempt the parcel is still with the rider, who sets off again.
  out_for_delivery: ['picked_up', 'failed'],
  delivered: ['out_for_delivery'],
  failed: ['out_for_delivery'],
};

export function mayMove(from: string, to: RiderStep | 'delivered'): boolean {
  return (MAY_FOLLOW[to] as readonly string[]).includes(from);
}

const STEP_WORDS: Record<RiderStep | 'delivered', string> = {
  picked_up: 'picked up',
  out_for_delivery: 'on the way',
  delivered: 'delivered',
  failed: 'not delivered',
};

/** Why a move is refused, in words: the rider reads it under the job. */
export function moveRefusal(from: string, to: RiderStep | 'delivered'): string {
  const now = DELIVERY_JOB_STATUS_LABELS[from as DeliveryJobStatus]?.toLowerCase() ?? from;
  const needed = MAY_FOLLOW[to].map((status) => `"${DELIVERY_JOB_STATUS_LABELS[status].toLowerCase()}"`);
  return `This job is ${now}, so it cannot be marked ${STEP_WORDS[to]}: it must be ${needed.join(' or ')} first.`;
}

/** A job the rider has finished with: the receiver's phone is no longer shown. */
export function isClosedJob(status: string): boolean {
  return status === 'delivered' || status === 'cancelled';
}

export const FAILURE_REASONS = [
  { value: 'no_one_home', label: 'No one home' },
  { value: 'refused', label: 'Refused' },
  { value: 'wrong_address', label: 'Wrong address' },
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number]['value'];

export function failureReasonLabel(reason: string): string {
  return FAILURE_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

/** Five wrong codes lock the job until an admin releases it. */
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;

/**
 * A map link for the drop-off. A GhanaPost GPS address cannot be turned into coordinates without
 * GhanaPost's own service, so the link searches for the code (map apps know many); else the address.
 */
export function mapLink(job: {
  gpsAddress: string | null;
  dropoffAddress: string;
  dropoffCity: string;
}): string {
  const query = job.gpsAddress?.trim() || `${job.dropoffAddress}, ${job.dropoffCity}, Ghana`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** One job as its rider sees it. */
export interface RiderJob {
  id: string;
  kind: string;
  reference: string;
  status: DeliveryJobStatus;
  statusLabel: string;
  pickupAddress: string;
  pickupCity: string;
  receiverName: string;
  /** Null once the job is closed. */
  receiverPhone: string | null;
  dropoffAddress: string;
  dropoffCity: string;
  landmark: string | null;
  gpsAddress: string | null;
  /** What to collect at the door, 2 decimals ("0.00" when paid online). */
  cashDue: string;
  cashCollected: string | null;
  windowStart: string | null;
  windowEnd: string | null;
  failureReason: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  /** Locked after five wrong codes, until the office releases it. */
  locked: boolean;
  /** Wrong codes left before the job locks. */
  codeAttemptsLeft: number;
  /** The receiver could not be texted a code (no phone that takes SMS): a photo proves the delivery. */
  photoAllowed: boolean;
}

/** GET /api/rider/jobs: today's jobs in order, and the day's cash. */
export interface RiderDay {
  riderFirstName: string;
  jobs: RiderJob[];
  /** Cash collected and not yet handed in at the office (any day), 2 decimals. */
  cashHeld: string;
}

export interface RiderJobResponse {
  job: RiderJob;
}

export const RIDER_MESSAGES = {
  notFound: 'We could not find this job among yours.',
  locked:
    'Five wrong codes were entered, so this job is locked. Please call the office: they can release it.',
  wrongCode: (left: number) =>
    left === 1
      ? 'That code is not right. One more wrong code locks the job.'
      : `That code is not right. ${left} tries left before the job locks.`,
  noProof: 'Enter the code the receiver gives you, or take a photo when the receiver has no phone.',
  cashReason: 'The cash collected differs from what was due: say why.',
  future: 'This time is in the future. Check the phone’s clock.',
  tooOld: 'This update is more than a day old and can no longer be applied. Please call the office.',
  notLocked: 'This job is not locked.',
  released: 'The job is released: the rider can enter the code again.',
} as const;

/** The receiver's SMS when the rider sets off: once per job. */
export function onTheWaySms(riderFirstName: string, code: string): string {
  return `GhanaMart: ${riderFirstName} is on the way with your parcel, give code ${code} at the door.`;
}

/** The receiver's SMS as an admin list shows it: the code hidden. */
export function hideDeliveryCode(text: string): string {
  return text.replace(/give code \d{4}/g, 'give code ••••');
}

export function failedSms(reference: string, reason: string, nextAttempt: string | null): string {
  const again = nextAttempt
    ? ` We will come again ${nextAttempt}.`
    : ' We will call you to arrange another time.';
  return `GhanaMart: we could not deliver ${reference} (${failureReasonLabel(reason).toLowerCase()}).${again}`;
}

export function deliveredSms(reference: string, at: string): string {
  return `GhanaMart: ${reference} was delivered at ${at}. Thank you for shopping with us.`;
}

/** The first word of a name: what the receiver is told of the rider. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
