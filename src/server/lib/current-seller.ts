import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import type { SellerVendor } from './auth/guards';

// Set by the seller plugin's hook once `requireSeller` passed; read by the seller routes.
const sellers = new WeakMap<FastifyRequest, SellerVendor>();

export function setCurrentSeller(request: FastifyRequest, vendor: SellerVendor) {
  sellers.set(request, vendor);
}

/** The vendor this request's seller sells for. Only routes inside the seller plugin have one. */
export function currentSeller(request: FastifyRequest): SellerVendor {
  const vendor = sellers.get(request);
  if (!vendor) throw unauthorized();
  return vendor;
}
