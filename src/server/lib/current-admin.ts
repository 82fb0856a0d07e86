import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { AdminActor } from './admin-activity';

// Set by the admin plugin's hook once the session is checked; read by the admin routes.
const admins = new WeakMap<FastifyRequest, AdminActor>();

export function setCurrentAdmin(request: FastifyRequest, admin: AdminActor) {
  admins.set(request, admin);
}

/** The admin of this request. Only routes inside the admin plugin have one. */
export function currentAdmin(request: FastifyRequest): AdminActor {
  const admin = admins.get(request);
  if (!admin) throw unauthorized();
  return admin;
}
