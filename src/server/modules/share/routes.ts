import type { FastifyInstance } from 'fastify';
import { API_SHARE_IMAGE } from '../../../shared/api-paths';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { ShareKind } from './find-share-subject';
import { SHARE_IMAGE_TYPE, shareImagePath, shareImageVersion } from './share-head';
import { createSharePreviews, type SharePreviews } from './share-previews';

const KINDS: readonly string[] = ['deal', 'product'] satisfies ShareKind[];
const PICTURE_NOT_FOUND = 'This picture is not available.';

/**
 * The share pictures' route; returns the previews, which the web app also uses to fill the deal
 * and product pages' head (web-app.ts).
 */
export function registerShareRoutes(
  app: FastifyInstance,
  deps: { database: Database; storage: Storage },
): SharePreviews {
  const previews = createSharePreviews({ ...deps, log: app.log });
  app.addHook('onReady', async () => {
    try {
      await previews.listen();
    } catch (error) {
      // Previews still work: a cached subject is then read again after its time-to-live.
      app.log.error({ err: error }, 'cannot listen to deal and product changes for share previews');
    }
  });
  app.addHook('preClose', async () => previews.close());

  app.get<{ Params: { kind: string; id: string; version: string } }>(
    API_SHARE_IMAGE,
    async (request, reply) => {
      const { kind, id, version } = request.params;
      if (!KINDS.includes(kind)) throw notFound(PICTURE_NOT_FOUND);
      const subject = await previews.subject(kind as ShareKind, id.toLowerCase());
      if (!subject) throw notFound(PICTURE_NOT_FOUND);
      // An old version (a price has changed since the link was shared): the current picture.
      if (version !== shareImageVersion(subject)) {
        return reply.header('cache-control', 'no-cache').redirect(shareImagePath(subject), 302);
      }
      const image = await previews.image(subject);
      // The URL names the version: its content never changes.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(SHARE_IMAGE_TYPE)
        .send(image);
    },
  );

  return previews;
}
