import { toast } from 'sonner';

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

export interface ShareLinkOptions {
  /** The shared page's name (the share sheet's title and text). */
  name: string;
  url: string;
  /** The success toast's title when the link was copied ("Link copied!", "Link Copied"). */
  copiedTitle: string;
}

/**
 * The device's share sheet when there is one, otherwise the link is copied (toast "{copiedTitle}" /
 * "Product link copied to clipboard"; on failure "Failed to copy link"). Closing the share sheet is
 * not a failure.
 */
export async function shareLink({ name, url, copiedTitle }: ShareLinkOptions): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text: name, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The share sheet is unavailable here (e.g. not allowed): copy instead.
    }
  }
  try {
    await copyText(url);
    toast.success(copiedTitle, { description: 'Product link copied to clipboard' });
  } catch {
    toast.error('Error', { description: 'Failed to copy link' });
  }
}
