import type { FastifyRequest } from 'fastify';
import type { ShareSubject } from '../share/find-share-subject';
import { subjectHead, withHead } from '../share/share-head';
import { type SharePreviews, subjectOfPath } from '../share/share-previews';

/**
 * index.html with each page's own head: a deal's or product's share preview, else the shop's
 * (`genericHtml`).
 */
export function createPageHtml(options: {
  indexHtml: string | undefined;
  genericHtml: string | undefined;
  sharePreviews: SharePreviews;
  publicUrl: string;
}) {
  const { indexHtml, genericHtml } = options;
  // The page of each cached subject, built once: the previews hand out the same object until the
  // deal or product changes.
  const subjectPages = new WeakMap<ShareSubject, string>();

  /** index.html with the page's own head: a deal's or product's, else the shop's. Never throws. */
  async function pageHtml(request: FastifyRequest, pathname: string): Promise<string> {
    const target = subjectOfPath(pathname);
    if (!target || !indexHtml) return genericHtml!;
    try {
      const subject = await options.sharePreviews.subject(target.kind, target.id);
      if (!subject) return genericHtml!;
      let html = subjectPages.get(subject);
      if (!html) {
        html = withHead(indexHtml, subjectHead(subject, options.publicUrl));
        subjectPages.set(subject, html);
      }
      return html;
    } catch (error) {
      // The page itself still loads; only its preview is the shop's.
      request.log.error({ err: error }, 'cannot read the share preview of a page');
      return genericHtml!;
    }
  }

  return pageHtml;
}
