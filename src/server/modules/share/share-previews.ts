import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { createCache } from '../../lib/cache';
import type { Logger } from '../../lib/logger';
import { CATALOGUE_CHANNEL } from '../catalogue/catalogue-changes';
import { DEALS_CHANNEL } from '../deals/deal-events-hub';
import { findShareSubject, type ShareKind, type ShareSubject } from './find-share-subject';
import { renderShareImage } from './render-share-image';
import { shareImageVersion } from './share-head';

/** Subjects kept per instance (a few hundred bytes each). */
const SUBJECT_ENTRIES = 2000;
/** Rendered pictures kept in memory, a bounded few; the storage keeps all of them. */
const IMAGE_ENTRIES = 100;
const IMAGE_BYTES = 8 * 1024 * 1024;
/** Without a change notification (the LISTEN connection is down), a subject is read again after this. */
const SUBJECT_TTL_MS = 30_000;

const SUBJECT_PAGE = [
  { kind: 'deal' as const, pattern: /^\/product\/([0-9a-f-]{36})\/?$/i },
  { kind: 'product' as const, pattern: /^\/dropshipping-product\/([0-9a-f-]{36})\/?$/i },
];

/** The deal or product a page path shows, if it is one of their pages. */
export function subjectOfPath(pathname: string): { kind: ShareKind; id: string } | undefined {
  for (const { kind, pattern } of SUBJECT_PAGE) {
    const match = pattern.exec(pathname);
    if (match) return { kind, id: match[1]!.toLowerCase() };
  }
  return undefined;
}

export type SharePreviews = ReturnType<typeof createSharePreviews>;

/**
 * The deal and product pages' share previews (docs/decisions/041-share-previews.md): the subject
 * a page shows, read once and kept until the deal or product changes (the tables' NOTIFY triggers,
 * as the catalogue's own cache does), and its 1200 x 630 picture, rendered once per version and
 * kept in the storage so that every instance, and the next start, serves it without rendering.
 */
export function createSharePreviews(deps: { database: Database; storage: Storage; log: Logger }) {
  const { database, storage, log } = deps;
  const { db } = database;
  // Subjects are forgotten when a deal or product changes; a picture is named by its version.
  const subjects = createCache<ShareSubject | null>({ maxEntries: SUBJECT_ENTRIES, ttlMs: SUBJECT_TTL_MS });
  const images = createCache<Buffer>({
    maxEntries: IMAGE_ENTRIES,
    maxSize: IMAGE_BYTES,
    sizeOf: (bytes) => bytes.length,
  });
  const stops: (() => Promise<void>)[] = [];
  const forget = () => subjects.clear();

  async function subject(kind: ShareKind, id: string): Promise<ShareSubject | undefined> {
    return (
      (await subjects.get(`${kind}:${id}`, async () => (await findShareSubject(db, kind, id)) ?? null)) ??
      undefined
    );
  }

  /** The subject's picture from the storage, the largest stored width first; undefined if none. */
  async function picture(subject: ShareSubject): Promise<Buffer | undefined> {
    const prefix = storage.publicUrl('');
    if (!subject.imageUrl?.startsWith(prefix)) return undefined; // not ours: never fetched
    const key = subject.imageUrl.slice(prefix.length);
    const candidates = key.endsWith('-640.webp') ? [key.replace(/-640\.webp$/, '-1024.webp'), key] : [key];
    for (const candidate of candidates) {
      try {
        const bytes = await storage.get(candidate);
        if (bytes) return bytes;
      } catch (error) {
        log.warn({ err: error, key: candidate }, 'cannot read a share picture source');
      }
    }
    return undefined;
  }

  function image(subject: ShareSubject): Promise<Buffer> {
    const key = `share/${subject.kind}-${subject.id}-${shareImageVersion(subject)}.jpg`;
    return images.get(key, async () => {
      let bytes = await storage.get(key).catch(() => undefined);
      if (!bytes) {
        bytes = await renderShareImage(subject, await picture(subject));
        // A failed write costs only a later rendering.
        await storage
          .put(key, bytes, 'image/jpeg')
          .catch((error) => log.warn({ err: error, key }, 'cannot store a share picture'));
      }
      return bytes;
    });
  }

  return {
    subject,
    image,
    /** Starts listening to deal and product changes; the caches then live until one. */
    async listen() {
      for (const channel of [DEALS_CHANNEL, CATALOGUE_CHANNEL]) {
        stops.push(
          await database.listen(channel, forget, {
            onReconnect: forget,
            onError: (error) => log.error({ err: error }, `cannot listen to ${channel} yet`),
          }),
        );
      }
    },
    async close() {
      await Promise.all(stops.splice(0).map((stop) => stop()));
    },
  };
}
