import { and, eq } from 'drizzle-orm';
import {
  REQUEST_KINDS,
  type RequestKind,
  SERVICE_REQUEST_KINDS,
  type ServiceRequestKind,
  type TrackedRequest,
} from '../../../shared/requests/request-kinds';
import type { TrackRequest } from '../../../shared/requests/track';
import { kindOfReference, requestStatusLabel, TRACK_MESSAGES } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { deliveryRequests, dhlShipments, serviceRequests, users, vendorProfiles } from '../../db/schema';
import { notFound } from '../../errors';
import { matchesContact } from './match-contact';

interface Found {
  status: string;
  createdAt: Date;
  updatedAt: Date;
  emails: (string | null)[];
  phones: (string | null)[];
}

/**
 * Finds a request by its reference and shows it only when `contact` is one of the phone numbers or
 * e-mails on it. An unknown reference and a wrong contact give the same 404, so the answer never
 * tells whether a reference exists.
 */
export async function trackRequest(db: Db, { reference, contact }: TrackRequest): Promise<TrackedRequest> {
  const kind = kindOfReference(reference);
  const found = kind ? await findByReference(db, kind, reference) : null;
  if (!kind || !found || !matchesContact(contact, found)) throw notFound(TRACK_MESSAGES.notFound);
  return {
    reference,
    kind,
    kindLabel: REQUEST_KINDS[kind].label,
    status: found.status,
    statusLabel: requestStatusLabel(found.status),
    submittedAt: found.createdAt.toISOString(),
    updatedAt: found.updatedAt.toISOString(),
  };
}

/** The prefix says which table holds the reference (ADR 020). */
async function findByReference(db: Db, kind: RequestKind, reference: string): Promise<Found | null> {
  if (kind === 'delivery') {
    const [row] = await db
      .select({
        status: deliveryRequests.status,
        createdAt: deliveryRequests.createdAt,
        updatedAt: deliveryRequests.updatedAt,
        senderEmail: deliveryRequests.senderEmail,
        senderPhone: deliveryRequests.senderPhone,
        receiverPhone: deliveryRequests.receiverPhone,
      })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.reference, reference));
    return row ? { ...row, emails: [row.senderEmail], phones: [row.senderPhone, row.receiverPhone] } : null;
  }
  if (kind === 'dhl') {
    const [row] = await db
      .select({
        status: dhlShipments.status,
        createdAt: dhlShipments.createdAt,
        updatedAt: dhlShipments.updatedAt,
        email: dhlShipments.email,
        contactNumber: dhlShipments.contactNumber,
      })
      .from(dhlShipments)
      .where(eq(dhlShipments.trackingId, reference));
    return row ? { ...row, emails: [row.email], phones: [row.contactNumber] } : null;
  }
  if (kind === 'vendor') {
    const [row] = await db
      .select({
        status: vendorProfiles.status,
        createdAt: vendorProfiles.createdAt,
        updatedAt: vendorProfiles.updatedAt,
        businessEmail: vendorProfiles.businessEmail,
        contactPersonEmail: vendorProfiles.contactPersonEmail,
        accountEmail: users.email,
        businessPhone: vendorProfiles.businessPhone,
        contactPersonPhone: vendorProfiles.contactPersonPhone,
      })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.reference, reference));
    return row
      ? {
          ...row,
          emails: [row.businessEmail, row.contactPersonEmail, row.accountEmail],
          phones: [row.businessPhone, row.contactPersonPhone],
        }
      : null;
  }
  if (!isServiceRequestKind(kind)) return null;
  const [row] = await db
    .select({
      status: serviceRequests.status,
      createdAt: serviceRequests.createdAt,
      updatedAt: serviceRequests.updatedAt,
      email: serviceRequests.email,
      phone: serviceRequests.phone,
    })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.reference, reference), eq(serviceRequests.kind, kind)));
  return row ? { ...row, emails: [row.email], phones: [row.phone] } : null;
}

function isServiceRequestKind(kind: RequestKind): kind is ServiceRequestKind {
  return (SERVICE_REQUEST_KINDS as readonly string[]).includes(kind);
}
