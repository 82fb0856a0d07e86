import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors';
import type { Auth, SessionUser } from './auth';

// The guards a route calls to authorize: below the modules, so that any module's routes (and the
// admin API composed at the top) use them without importing another module. One guard per role,
// each a signed-in user with that role: `requireSeller` and `requireRider` belong here, beside
// `requireAdmin`, when sellers and riders get their own areas.

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
