import { ApiError } from './api';

/** The session ended (or never was): the action needs the person to sign in again. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
