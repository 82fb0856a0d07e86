/**
 * Which image addresses the shop stores (docs/decisions/053). Zod-free: the admin forms and the
 * server read the same rules.
 *
 * - A deal shows only the shop's own uploads: `/uploads/<key>` with local storage, or the bucket's
 *   address and a key with S3 (the server pins that address: `lib/stored-images.ts`).
 * - A drop-shipping product may also link to an image on another website (docs/product/admin.md, "Drop-shipping products": "direct
 *   image links"): an https address on a named public host whose path ends in an image file.
 *
 * Keys are the names the storage gives (`images/<random>-640.webp`, `seed/…`): letters, digits,
 * `-`, `_` and `.` in `/`-separated parts, no part starting with a dot, so no `..` and no encoding.
 */

export const IMAGE_LINK_MAX = 2000;

const UPLOAD_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.(webp|jpe?g|png)$/;
const LOCAL_UPLOADS = '/uploads/';
const IMAGE_PATH = /\.(jpe?g|png|webp|gif|avif)$/i;
const VIDEO_PATH = /\.(mp4|webm|mov|m4v)$/i;
/** Host names that only mean something inside a network, never a public website. */
const PRIVATE_HOST = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|arpa)$/i;

/** A key the storage could have given: no `..`, no `%`, no query. */
export function isUploadKey(key: string): boolean {
  return key.length <= IMAGE_LINK_MAX && UPLOAD_KEY.test(key);
}

/** `/uploads/<key>`: a file of the shop's local storage, served by the app. */
export function isLocalUpload(url: string): boolean {
  return url.startsWith(LOCAL_UPLOADS) && isUploadKey(url.slice(LOCAL_UPLOADS.length));
}

/**
 * The shape of a stored upload's address: `/uploads/<key>`, or an http(s) origin (the bucket's)
 * followed by a key. Whether that origin is the shop's bucket is the server's to check.
 */
export function looksLikeStoredUpload(url: string): boolean {
  if (isLocalUpload(url)) return true;
  const origin = /^https?:\/\/[A-Za-z0-9.:[\]-]+\//.exec(url)?.[0];
  return origin !== undefined && isUploadKey(url.slice(origin.length));
}

/** An image on another website a product may show: see the file's comment. */
export function isExternalImageLink(url: string): boolean {
  return isPublicHttpsLink(url, IMAGE_PATH);
}

/** A product's video on another website: the same rules, with a video file's extension. */
export function isExternalVideoLink(url: string): boolean {
  return isPublicHttpsLink(url, VIDEO_PATH);
}

function isPublicHttpsLink(text: string, file: RegExp): boolean {
  if (text.length > IMAGE_LINK_MAX || !/^https:\/\/[^\s\\]+$/i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = url.hostname;
  // An address by number (the URL parser turns 2852039166 and 0xA9.0xFE.0xA9.0xFE into dotted
  // form) or in brackets (IPv6), a name without a dot, a private name, a user or a port: refused.
  if (/^[\d.]+$/.test(host) || host.startsWith('[') || !host.includes('.') || PRIVATE_HOST.test(host)) {
    return false;
  }
  if (url.username || url.password || url.port) return false;
  // The path as written, before the parser resolves `..`: no dot segments, encoded or not.
  const path = /^https:\/\/[^/?#]*([^?#]*)/i.exec(text)?.[1] ?? '';
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path) || /%2f|%5c/i.test(path)) return false;
  return file.test(url.pathname);
}
