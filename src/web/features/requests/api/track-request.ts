import { API_TRACK_REQUEST } from '@shared/api-paths';
import type { TrackRequestInput } from '@shared/requests/track';
import type { TrackResponse } from '@shared/requests/track-messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/**
 * POST /api/requests/track: the request with that reference, when the phone number or e-mail is
 * one given on it; otherwise 404 (the same for an unknown reference), or 429 after many lookups.
 */
export function trackRequest(input: TrackRequestInput): Promise<TrackResponse> {
  return api<TrackResponse>(API_TRACK_REQUEST, { body: input });
}

/** A mutation rather than a query: each lookup is the visitor's explicit action and is counted. */
export function useTrackRequest() {
  return useMutation({ mutationFn: trackRequest });
}
