import crypto from 'node:crypto';
import { API_SHARE_IMAGE, apiPath } from '../../../shared/api-paths';
import { formatCedis, toPesewas } from '../../../shared/money';
import { documentTitle, SITE_NAME } from '../../../shared/site';
import type { ShareSubject } from './find-share-subject';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_TYPE = 'image/jpeg';
const DESCRIPTION_LENGTH = 160;

/** Text as HTML text or a quoted attribute value: a name holding markup stays text. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The page a subject is shown on: a deal at /product/:id, a product at /dropshipping-product/:id. */
export function subjectPagePath(subject: Pick<ShareSubject, 'kind' | 'id'>): string {
  return subject.kind === 'deal' ? `/product/${subject.id}` : `/dropshipping-product/${subject.id}`;
}

/**
 * Changes whenever what the picture shows may have changed: the row's update time, and the price,
 * name and image themselves (a bulk price change need not touch updated_at). Part of the picture's
 * URL, so a new price is a new URL and the old picture may be cached forever.
 */
export function shareImageVersion(subject: ShareSubject): string {
  return crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        subject.updatedAt.toISOString(),
        subject.price,
        subject.originalPrice,
        subject.name,
        subject.imageUrl,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);
}

export function shareImagePath(subject: ShareSubject): string {
  return apiPath(API_SHARE_IMAGE, {
    kind: subject.kind,
    id: subject.id,
    version: shareImageVersion(subject),
  });
}

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** "GH₵120.00 (was GH₵200.00). {description}", at most 160 characters. */
export function shareDescription(subject: ShareSubject): string {
  const price =
    toPesewas(subject.originalPrice) > toPesewas(subject.price)
      ? `${formatCedis(subject.price)} (was ${formatCedis(subject.originalPrice)}).`
      : `${formatCedis(subject.price)}.`;
  return shorten(
    subject.description ? `${price} ${subject.description}` : `${price} On ${SITE_NAME}.`,
    DESCRIPTION_LENGTH,
  );
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The tags every page carries: the shop itself, without a picture. */
export function genericHeadTags(description?: string): string[] {
  return [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', documentTitle()),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('name', 'twitter:card', 'summary'),
  ];
}

/** A deal's or product's own head: title, description, canonical URL, Open Graph and Twitter card. */
export function subjectHead(
  subject: ShareSubject,
  publicUrl: string,
): { title: string; description: string; tags: string[] } {
  const title = documentTitle(subject.name);
  const description = shareDescription(subject);
  const url = `${publicUrl}${subjectPagePath(subject)}`;
  const image = `${publicUrl}${shareImagePath(subject)}`;
  return {
    title,
    description,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', 'product'),
      meta('property', 'og:title', subject.name),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', SHARE_IMAGE_TYPE),
      meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
      meta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
      meta('property', 'og:image:alt', `${subject.name}, ${formatCedis(subject.price)}`),
      meta('property', 'product:price:amount', subject.price),
      meta('property', 'product:price:currency', 'GHS'),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', subject.name),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', `${subject.name}, ${formatCedis(subject.price)}`),
    ],
  };
}

/**
 * index.html with its <title> and description replaced (when given) and the tags added after the
 * title. Replacement functions, not strings: a `$&` in a product name stays text.
 */
export function withHead(
  html: string,
  head: { title?: string; description?: string; tags: string[] },
): string {
  let out = html;
  if (head.title !== undefined) {
    const title = escapeHtml(head.title);
    out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  }
  if (head.description !== undefined) {
    const tag = meta('name', 'description', head.description);
    out = out.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => tag);
  }
  // Right after the title: near the top, where a link preview's reader looks first.
  const tags = head.tags.join('\n');
  return /<\/title>/.test(out)
    ? out.replace(/<\/title>/, () => `</title>\n${tags}`)
    : out.replace('</head>', () => `${tags}\n</head>`);
}
