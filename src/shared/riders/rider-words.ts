/**
 * Riders, delivery jobs and their cash, as the admin's views read them (docs/decisions/067). No zod
 * here: the views render these words at first load; the rules are in rider-admin.ts.
 */
import { DELIVERY_JOB_STATUS_LABELS } from './rider-jobs';

export const RIDER_STATUS_LABELS: Record<string, string> = { active: 'Active', suspended: 'Suspended' };

export const JOB_KIND_LABELS: Record<string, string> = {
  deal_order: 'Deal order',
  dropshipping_order: 'Drop-shipping order',
  delivery_request: 'Delivery request',
  shop_for_me: 'Shop for Me',
};

/**
 * A job's status for the admin and the shopper: the rider's own words (rider-jobs.ts), except that
 * a job given to a rider is "Assigned" to them where the rider reads "To pick up".
 */
export const JOB_STATUS_LABELS: Record<string, string> = {
  ...DELIVERY_JOB_STATUS_LABELS,
  assigned: 'Assigned',
};

/** The jobs still to carry: an admin may (re)assign these. */
export const ASSIGNABLE_JOB_STATUSES: readonly string[] = ['unassigned', 'assigned', 'failed'];

export interface AdminRider {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: 'active' | 'suspended';
  vehicle: string;
  region: string;
  regionLabel: string;
  cities: string[];
  availability: string;
  applicationReference: string | null;
  /** Jobs assigned to the rider and not finished yet. */
  openJobs: number;
  createdAt: string;
}

/** A driver or rider application waiting for an admin's approval. */
export interface RiderApplication {
  reference: string;
  name: string;
  email: string | null;
  phone: string | null;
  applicationType: string;
  vehicle: string;
  regionLabel: string;
  city: string;
  availability: string;
  submittedAt: string;
}

export interface AdminRidersResponse {
  riders: AdminRider[];
  applications: RiderApplication[];
}

export interface DispatchJob {
  id: string;
  kind: string;
  kindLabel: string;
  subjectReference: string;
  status: string;
  statusLabel: string;
  riderId: string | null;
  riderName: string | null;
  assignedAt: string | null;
  pickupAddress: string;
  pickupCity: string;
  receiverName: string;
  receiverPhone: string;
  dropoffRegion: string;
  dropoffCity: string;
  dropoffAddress: string;
  landmark: string | null;
  gpsAddress: string | null;
  cashDue: string;
  windowStart: string | null;
  windowEnd: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface DispatchRider {
  id: string;
  name: string;
  region: string;
  regionLabel: string;
  cities: string[];
  vehicle: string;
  availability: string;
}

export interface DispatchResponse {
  jobs: DispatchJob[];
  riders: DispatchRider[];
}

/** One rider's cash for one Accra day, in cedis with two decimals (exact: summed in pesewas). */
export interface CashDay {
  riderId: string;
  riderName: string;
  day: string;
  deliveries: number;
  expected: string;
  collected: string;
  handedIn: string;
  writtenOff: string;
  /** Collected and not handed in yet. */
  held: string;
  /** Due at the door and neither collected nor written off. */
  short: string;
  settled: boolean;
  reasons: string[];
  handins: { id: string; kind: 'cash' | 'write_off'; amount: string; note: string | null; at: string }[];
}

export interface CashResponse {
  day: string;
  days: CashDay[];
  /** Every day of any rider with a difference still open, oldest first. */
  open: CashDay[];
}

export const RIDER_ADMIN_MESSAGES = {
  notFound: 'Rider not found.',
  applicationNotFound: 'Application not found.',
  alreadyApproved: 'This application was already approved.',
  applicationClosed: 'This application was closed and cannot be approved.',
  emailIsAdmin: "This e-mail belongs to an administrator's account and cannot become a rider.",
  jobNotFound: 'Delivery not found.',
  jobNotAssignable: 'This delivery is already on its way or finished, so it cannot be assigned again.',
  riderNotActive: 'This rider is suspended: choose an active rider.',
  nothingOwed: 'This rider has no cash to hand in for that day.',
  moreThanHeld: 'That is more than the rider holds for that day.',
  moreThanShort: 'That is more than the shortfall of that day.',
  noCashToPay: 'This delivery has no cash to collect.',
  notDealOrder: 'Only a deal order can be paid by mobile money at the door.',
} as const;
