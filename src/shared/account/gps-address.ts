/**
 * GhanaPost GPS digital addresses (https://ghanapostgps.com): two letters for the district, then
 * three or four digits, then four digits, e.g. GA-183-8164 or AK-0395-0285. People type them in
 * lower case, with spaces instead of dashes: both are accepted and stored upper-case with dashes.
 */
export const GPS_ADDRESS_EXAMPLE = 'GA-183-8164';

export type GpsAddressCheck = { ok: true; value: string } | { ok: false; message: string };

/** The address as stored (GA-183-8164), or what is wrong with it, in words. */
export function checkGpsAddress(typed: string): GpsAddressCheck {
  const parts = typed
    .trim()
    .toUpperCase()
    .split(/[\s\-–]+/)
    .filter(Boolean);
  if (parts.length !== 3) {
    return {
      ok: false,
      message: `A GhanaPost GPS address has three parts separated by dashes, like ${GPS_ADDRESS_EXAMPLE}.`,
    };
  }
  const [district, area, unique] = parts as [string, string, string];
  if (!/^[A-Z]{2}$/.test(district)) {
    return {
      ok: false,
      message: `A GhanaPost GPS address starts with two letters (the district code), like the GA of ${GPS_ADDRESS_EXAMPLE}.`,
    };
  }
  if (!/^\d{3,4}$/.test(area)) {
    return {
      ok: false,
      message: `The middle part of a GhanaPost GPS address is 3 or 4 digits, like the 183 of ${GPS_ADDRESS_EXAMPLE}.`,
    };
  }
  if (!/^\d{4}$/.test(unique)) {
    return {
      ok: false,
      message: `The last part of a GhanaPost GPS address is 4 digits, like the 8164 of ${GPS_ADDRESS_EXAMPLE}.`,
    };
  }
  return { ok: true, value: `${district}-${area}-${unique}` };
}
