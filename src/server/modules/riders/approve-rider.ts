import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GHANA_REGIONS } from '../../../shared/ghana-regions';
import { AVAILABILITY_OPTIONS, VEHICLE_TYPES } from '../../../shared/requests/driver-rider-options';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import type { Db } from '../../db/client';
import { riders, serviceRequests, users, verifications } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/** How long the link to set the first password works: long enough for a rider who reads it late. */
const LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

interface ApplicationDetails {
  fullName?: string;
  email?: string;
  phone?: string;
  region?: string;
  city?: string;
  applicationType?: 'driver' | 'rider';
  vehicleType?: string | null;
  availability?: string[];
}

/** "Motorcycle", or "Rider" when the applicant chose no vehicle. */
export function vehicleWords(details: ApplicationDetails): string {
  const type = details.applicationType === 'driver' ? 'driver' : 'rider';
  const labels: Record<string, string> = VEHICLE_TYPES[type].labels;
  if (details.vehicleType) return labels[details.vehicleType] ?? details.vehicleType;
  return type === 'driver' ? 'Driver (vehicle not given)' : 'Rider (vehicle not given)';
}

export function availabilityWords(values: readonly string[] | undefined): string {
  const labels: Record<string, string> = AVAILABILITY_OPTIONS.labels;
  return (values ?? []).map((value) => labels[value] ?? value).join('; ');
}

export function regionWords(region: string): string {
  return (GHANA_REGIONS.labels as Record<string, string>)[region] ?? region;
}

/**
 * The link that lets the new rider choose a password: better-auth's own reset-password token (the
 * `verifications` row it consumes once in POST /api/auth/reset-password), written here so that it
 * is created in the approval's transaction and sent with words for a new rider.
 */
async function createPasswordLink(tx: Db, userId: string, publicUrl: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await tx.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
  });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&welcome=rider`;
}

/**
 * An admin approves a driver or rider application (docs/decisions/067): the applicant's account
 * (a new user, or their shopper account) gets role rider, a rider record with the application's
 * vehicle, zone and availability, and an e-mail and SMS with a one-time link to set a password,
 * all in one transaction with the application marked completed and the activity entry.
 */
export async function approveRider(
  db: Db,
  options: { applicationReference: string; admin: AdminActor; publicUrl: string },
): Promise<{ riderId: string; userId: string }> {
  const { applicationReference, admin, publicUrl } = options;
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.reference, applicationReference),
          eq(serviceRequests.kind, 'driver_rider_application'),
        ),
      )
      .for('update');
    if (!application) throw notFound(RIDER_ADMIN_MESSAGES.applicationNotFound);
    const [approved] = await tx
      .select({ id: riders.id })
      .from(riders)
      .where(eq(riders.applicationReference, applicationReference));
    if (approved) throw new AppError(409, 'ALREADY_APPROVED', RIDER_ADMIN_MESSAGES.alreadyApproved);
    if (application.status === 'cancelled' || application.status === 'completed') {
      throw new AppError(409, 'APPLICATION_CLOSED', RIDER_ADMIN_MESSAGES.applicationClosed);
    }
    const details = application.details as ApplicationDetails;
    const email = (details.email ?? application.email ?? '').trim().toLowerCase();
    const phone = details.phone ?? application.phone ?? '';
    const name = details.fullName ?? application.name;

    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (existing?.role === 'admin')
      throw new AppError(409, 'EMAIL_IS_ADMIN', RIDER_ADMIN_MESSAGES.emailIsAdmin);
    const userId = existing?.id ?? crypto.randomUUID();
    if (existing) {
      const [rider] = await tx.select({ id: riders.id }).from(riders).where(eq(riders.userId, userId));
      if (rider) throw new AppError(409, 'ALREADY_APPROVED', RIDER_ADMIN_MESSAGES.alreadyApproved);
      await tx.update(users).set({ role: 'rider', emailVerified: true }).where(eq(users.id, userId));
    } else {
      // The e-mail is the one the applicant gave: the link sent there proves it, so sign-in does
      // not ask to verify it again.
      await tx.insert(users).values({ id: userId, name, email, emailVerified: true, role: 'rider', phone });
    }
    const [rider] = await tx
      .insert(riders)
      .values({
        userId,
        applicationReference,
        phone,
        vehicle: vehicleWords(details),
        region: details.region ?? '',
        cities: details.city ? [details.city] : [],
        availability: availabilityWords(details.availability),
      })
      .returning({ id: riders.id });
    await tx
      .update(serviceRequests)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(eq(serviceRequests.id, application.id));
    await recordAdminActivity(tx, {
      admin,
      action: 'rider.approve',
      entityType: 'rider',
      entityId: applicationReference,
      before: { status: application.status },
      after: { status: 'completed', role: 'rider' },
    });

    const link = await createPasswordLink(tx, userId, publicUrl);
    await queueEmail(
      tx,
      renderEmail({
        to: email,
        subject: 'Welcome to GhanaMart delivery: set your password',
        paragraphs: [
          `Hello ${name}, your application ${applicationReference} to deliver for GhanaMart is approved.`,
          'Choose the password of your rider account with the link below. It works once, for three days; then sign in with this e-mail address to see your deliveries.',
        ],
        action: { label: 'Set my password', url: link },
      }),
    );
    await queueSms(tx, {
      to: phone,
      text: `GhanaMart: your rider application ${applicationReference} is approved. Set your password (link works once): ${link}`,
    });
    return { riderId: rider!.id, userId };
  });
}
