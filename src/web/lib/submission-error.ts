import { ApiError } from './api';

/**
 * The toast text for a failed submission: a refusal the customer can act on (too many requests,
 * too large) says why; anything else gets the form's own failure text from the spec.
 */
export function submissionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 413)) return error.message;
  return fallback;
}
