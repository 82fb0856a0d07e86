import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { riders, vendorMembers, vendorProfiles } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import type { Auth, SessionUser } from './auth';

// The guards a route calls to authorize: below the modules, so that any module's routes (and the
// admin API composed at the top) use them without importing another module. One guard per role:
// an admin is a user with role admin; a seller a member of a verified vendor; a rider a user with
// role rider and an active rider record.

/** Reads the session from the request's cookie; null for guests. */
export async function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session?.user ?? null;
}

/** The signed-in user, or 401. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(auth, request);
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in user with role admin: 401 without a session, 403 for anyone else. */
export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(auth, request);
  if (user.role !== 'admin') throw forbidden('Administrators only.');
  return user;
}

/** The vendor a signed-in seller sells for, as `requireSeller` finds it. */
export type SellerVendor = { id: string; reference: string; businessName: string; status: string };

const SELLER_REFUSALS: Record<string, string> = {
  pending_verification: 'Your vendor registration is still being verified. You can sell once it is approved.',
  rejected: 'Your vendor registration was not approved, so you cannot sell on the shop.',
  suspended: 'Your vendor account is suspended, so you cannot sell on the shop for now.',
};

/**
 * A signed-in member of a verified vendor (docs/decisions/066): 401 without a session, 403 for a
 * user who sells for no vendor or whose vendor is not verified, with why in words.
 */
export async function requireSeller(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<{ user: SessionUser; vendor: SellerVendor }> {
  const user = await requireUser(auth, request);
  const [vendor] = await db
    .select({
      id: vendorProfiles.id,
      reference: vendorProfiles.reference,
      businessName: vendorProfiles.businessName,
      status: vendorProfiles.status,
      rejectionReason: vendorProfiles.rejectionReason,
      suspensionReason: vendorProfiles.suspensionReason,
    })
    .from(vendorMembers)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, vendorMembers.vendorId))
    .where(eq(vendorMembers.userId, user.id))
    .limit(1);
  if (!vendor) throw forbidden('Only registered vendors can use the seller center.');
  if (vendor.status !== 'verified') {
    const refusal = SELLER_REFUSALS[vendor.status] ?? 'Your vendor account cannot sell on the shop for now.';
    // The vendor reads why in the seller center: the admin's reason, when there is one.
    const reason = vendor.status === 'suspended' ? vendor.suspensionReason : vendor.rejectionReason;
    throw forbidden(reason ? `${refusal} The reason: ${reason}` : refusal);
  }
  const { rejectionReason: _rejected, suspensionReason: _suspended, ...seller } = vendor;
  return { user, vendor: seller };
}

/** The rider a signed-in rider is, as `requireRider` finds it. */
export type RiderAccount = { id: string; status: string };

/**
 * A signed-in user with role rider and an active rider record (docs/decisions/067): 401 without a
 * session, 403 for anyone else and for a suspended rider.
 */
export async function requireRider(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<{ user: SessionUser; rider: RiderAccount }> {
  const user = await requireUser(auth, request);
  if (user.role !== 'rider') throw forbidden('Riders only.');
  const [rider] = await db
    .select({ id: riders.id, status: riders.status })
    .from(riders)
    .where(eq(riders.userId, user.id))
    .limit(1);
  if (!rider) throw forbidden('Riders only.');
  if (rider.status !== 'active') throw forbidden('Your rider account is suspended. Please call the office.');
  return { user, rider };
}
