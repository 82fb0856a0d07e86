import { ADMIN_PAGES } from '../../shared/admin/admin-pages';
import { PAGE_PATHS } from '../../shared/routes';

const matchers = [...PAGE_PATHS, ...Object.values(ADMIN_PAGES)].map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`),
);

/** A path the web app has a page for: the server answers it with 200, anything else with 404. */
export function isPagePath(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
