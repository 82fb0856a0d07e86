import type { TrackedOrder, TrackKind } from '../../shared/requests/request-kinds';
import { trackKindOfReference } from '../../shared/requests/track-messages';
import type { Db } from '../db/client';

/** What /track needs of a stored request, whatever its table. */
export interface TrackedRecord {
  status: string;
  createdAt: Date;
  updatedAt: Date;
  /** The contact details a visitor may prove the request is theirs with. */
  emails: (string | null)[];
  phones: (string | null)[];
  /** Orders: each line's timeline, shown without personal details. */
  order?: TrackedOrder;
}

/**
 * How the module that stores one or more kinds of request finds one by its reference. /track asks
 * the tracker of the kind the reference's prefix names (ADR 020).
 */
export interface Tracker {
  kinds: readonly TrackKind[];
  find(db: Db, reference: string, kind: TrackKind): Promise<TrackedRecord | null>;
}

/** The request a reference names, found by the tracker of its kind; null when none holds it. */
export async function findTracked(
  trackers: readonly Tracker[],
  db: Db,
  reference: string,
): Promise<{ kind: TrackKind; record: TrackedRecord } | null> {
  const kind = trackKindOfReference(reference);
  const tracker = kind && trackers.find((candidate) => candidate.kinds.includes(kind));
  if (!kind || !tracker) return null;
  const record = await tracker.find(db, reference, kind);
  return record ? { kind, record } : null;
}
