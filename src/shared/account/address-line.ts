import { GHANA_REGIONS } from '../ghana-regions';
import type { SavedAddress } from './account';

/**
 * A saved address on one line, for forms with a single address field (checkout, service forms):
 * street, landmark, city, region and GPS address. No zod here: the shop's first load uses it.
 */
export function addressLine(
  address: Pick<SavedAddress, 'street' | 'landmark' | 'city' | 'region' | 'gpsAddress'>,
) {
  return [
    address.street,
    address.landmark,
    address.city,
    GHANA_REGIONS.labels[address.region],
    address.gpsAddress,
  ]
    .filter(Boolean)
    .join(', ');
}
