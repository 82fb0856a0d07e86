/**
 * Every endpoint of the admin area. The server registers each one inside the admin plugin (which
 * checks the admin session first) and the admin web app fetches them from here.
 */
export const ADMIN_API = {
  dashboard: '/api/admin/dashboard',
  dhlShipments: '/api/admin/dhl-shipments',
  dhlShipment: '/api/admin/dhl-shipments/:id',
  analytics: '/api/admin/analytics',
  activity: '/api/admin/activity',
  admins: '/api/admin/admins',
  ownPassword: '/api/admin/me/password',
} as const;

/** Every admin endpoint starts with this; nothing else does. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** `/api/admin/dhl-shipments/:id` + { id } -> `/api/admin/dhl-shipments/<id>` (encoded). */
export function adminApiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where the admin sign-in form signs in (better-auth's username sign-in, rate limited). */
export const ADMIN_SIGN_IN_PATH = '/api/auth/sign-in/username';
