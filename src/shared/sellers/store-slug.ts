/**
 * A vendor's page address, /store/{slug}: its name's letters and digits, then its reference's code,
 * so that two vendors of one name differ. Given once, when the vendor is verified (docs/decisions/066).
 */
export function storeSlug(businessName: string, reference: string): string {
  const name = businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  const code = reference.slice(4).toLowerCase();
  return name ? `${name}-${code}` : code;
}

/** A slug as storeSlug writes it: what /store/{slug} accepts before reading the database. */
export const STORE_SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;
