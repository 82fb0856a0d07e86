import { Share2 } from 'lucide-react';
import { toast } from 'sonner';

/** Copies text with the Clipboard API, or with a hidden text field where that API is missing. */
async function copyText(text: string): Promise<void> {
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

/**
 * The device's share sheet when there is one, otherwise the link is copied ("Link Copied"; on
 * failure "Failed to copy link"). Closing the share sheet is not a failure.
 */
export async function shareDeal(name: string, url: string): Promise<void> {
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
    toast.success('Link Copied', { description: 'Product link copied to clipboard' });
  } catch {
    toast.error('Error', { description: 'Failed to copy link' });
  }
}

export function DealShareButton({ name }: { name: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareDeal(name, window.location.href)}
      aria-label="Share this deal"
      title="Share"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 transition-colors hover:border-stone-400 hover:bg-stone-50"
    >
      <Share2 className="size-5" aria-hidden="true" />
    </button>
  );
}
