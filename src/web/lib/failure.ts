import { ApiError } from './api';

/** The session ended (or never was): the action needs the person to sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * What to tell a person when an action fails: the server's own message when it explains what to
 * do (a refused quantity, a deal that is gone, too many attempts), otherwise the spec's text for
 * that action (network failure, outage, anything unexpected).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 404, 409, 429].includes(error.status) && error.message) {
    return error.message;
  }
  return fallback;
}
