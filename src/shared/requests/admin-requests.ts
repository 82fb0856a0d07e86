import { z } from 'zod';
import type { AdminRequestQuoting } from '../quotes/quote-texts';
import { LONG_TEXT_MAX, optionalText } from './fields';
import type { LandedCostEstimate } from './landed-cost';
import { REQUEST_KINDS, type RequestKind } from './request-kinds';
import { REQUEST_STATUSES, type RequestStatus } from './request-status';

export const REQUESTS_PAGE_SIZE = 20;

const KIND_VALUES = Object.keys(REQUEST_KINDS) as [RequestKind, ...RequestKind[]];

/** GET /api/admin/requests?kind=&status=&q=&page=: blank filters mean "all". */
export const adminRequestsQuerySchema = z.object({
  kind: z
    .union([z.literal(''), z.enum(KIND_VALUES)], { error: 'Please choose a kind from the list' })
    .optional()
    .transform((value) => value || null),
  status: z
    .union([z.literal(''), z.enum(REQUEST_STATUSES.values)], {
      error: 'Please choose a status from the list',
    })
    .optional()
    .transform((value) => value || null),
  q: z
    .string()
    .trim()
    .max(100, 'At most 100 characters.')
    .optional()
    .transform((value) => value || null),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});
export type AdminRequestsQuery = z.output<typeof adminRequestsQuerySchema>;

/** PATCH /api/admin/requests/:reference: the new status (the transition rule decides) and the note. */
export const requestUpdateSchema = z.object({
  status: z.enum(REQUEST_STATUSES.values, { error: 'Please choose a status' }),
  adminNote: optionalText(LONG_TEXT_MAX),
});
export type RequestUpdateInput = z.input<typeof requestUpdateSchema>;
export type RequestUpdate = z.output<typeof requestUpdateSchema>;

/** One row of the inbox, whatever table it is stored in. */
export interface AdminRequestSummary {
  kind: RequestKind;
  reference: string;
  /** The request status it means (DHL and vendor rows map theirs; request-status.ts). */
  status: RequestStatus;
  /** The status as its own table holds it (e.g. DHL "picked_up"), in words. */
  sourceStatusLabel: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminRequestPage {
  requests: AdminRequestSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** One submitted field, labelled for people; the value as text (rendered escaped). */
export interface RequestField {
  label: string;
  value: string;
}

/** GET /api/admin/requests/:reference: every submitted field, the note and the status. */
export interface AdminRequestDetail extends AdminRequestSummary {
  fields: RequestField[];
  adminNote: string | null;
  /** False for DHL and vendor rows: they are changed in /admin/dhl and /admin/vendors. */
  managedHere: boolean;
  /** Shop & Ship: the landed-cost estimate stored with the request, when the shopper gave one. */
  landedCost?: LandedCostEstimate | null;
  /** Its quote, payments and thread with the requester. */
  quoting: AdminRequestQuoting;
}
