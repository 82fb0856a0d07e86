import { toast } from '@web/lib/toast';

/** Copies text with the Clipboard API, or with a hidden text field where that API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  try {
    field.select();
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    field.remove();
  }
}

/** A WhatsApp link that opens a chat with the page's name and address typed in, ready to send. */
export function whatsappShareUrl(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
}

/** Whether the device has a share sheet (phones; rarely a desktop browser). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Copies the link (toast "{copiedTitle}" / "Product link copied to clipboard"; on failure "Failed
 * to copy link"). `copiedTitle` is the page's wording: "Link copied!" or "Link Copied".
 */
export async function copyLink({ url, copiedTitle }: { url: string; copiedTitle: string }): Promise<void> {
  try {
    await copyText(url);
    toast.success(copiedTitle, { description: 'Product link copied to clipboard' });
  } catch {
    toast.error('Error', { description: 'Failed to copy link' });
  }
}

export interface ShareLinkOptions {
  /** The shared page's name (the share sheet's title and text). */
  name: string;
  url: string;
  /** The success toast's title when the link is copied instead. */
  copiedTitle: string;
}

/**
 * The device's share sheet; where there is none, or it is refused, the link is copied instead.
 * Closing the share sheet is not a failure.
 */
export async function shareLink({ name, url, copiedTitle }: ShareLinkOptions): Promise<void> {
  if (canShareNatively()) {
    try {
      await navigator.share({ title: name, text: name, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The share sheet is unavailable here (e.g. not allowed): copy instead.
    }
  }
  await copyLink({ url, copiedTitle });
}
