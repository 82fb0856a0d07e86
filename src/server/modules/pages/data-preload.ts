import { randomInt } from 'node:crypto';
import { API_DEAL, API_PRODUCT, apiPath } from '../../../shared/api-paths';
import { CATALOGUE_SEED_POOL } from '../../../shared/catalogue/catalogue-page';
import {
  CATALOGUE_SEED_TIMING,
  filtersFromUrl,
  firstCataloguePagePath,
  isCataloguePath,
} from '../../../shared/catalogue/catalogue-url';

const preloadLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;

/**
 * The data a page needs before it can paint its main content, announced with the HTML so the
 * browser fetches it while the JavaScript is still downloading (the deal and product pages' main
 * image waits on it, as do the catalogue's first cards).
 */
export function dataPreload(
  pathname: string,
  search: string,
): { link: string; serverTiming?: string; seed?: number } | undefined {
  const deal = /^\/product\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  if (deal) return { link: preloadLink(apiPath(API_DEAL, { id: deal[1]! })) };
  const product = /^\/dropshipping-product\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  if (product) return { link: preloadLink(apiPath(API_PRODUCT, { id: product[1]! })) };
  if (isCataloguePath(pathname)) {
    // The catalogue's first page is a shuffle: the server draws the seed and hands it to the page
    // in a Server-Timing entry, so that the page asks for the very URL announced here.
    const seed = randomInt(0, CATALOGUE_SEED_POOL);
    const filters = filtersFromUrl(pathname, new URLSearchParams(search));
    return {
      link: preloadLink(firstCataloguePagePath(filters, seed)),
      serverTiming: `${CATALOGUE_SEED_TIMING};desc="${seed}"`,
      seed,
    };
  }
  return undefined;
}
