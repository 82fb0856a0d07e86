/** The shop's name and promise: the tab titles (web) and the share previews (server) use them. */
export const SITE_NAME = 'GhanaMart';

export const SITE_TAGLINE = "Ghana's marketplace for flash deals, delivery and shopping from abroad";

/** "Flash Deals | GhanaMart"; the home page is just the shop's name and tagline. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${SITE_TAGLINE}`;
}
