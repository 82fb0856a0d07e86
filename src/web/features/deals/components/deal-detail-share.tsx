import { shareLink } from '@web/lib/share';
import { Share2 } from 'lucide-react';

/** Share sheet or copied link; the deal page's toast says "Link Copied" (spec 1, section 8). */
export function DealShareButton({ name }: { name: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareLink({ name, url: window.location.href, copiedTitle: 'Link Copied' })}
      aria-label="Share this deal"
      title="Share"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 transition-colors hover:border-stone-400 hover:bg-stone-50"
    >
      <Share2 className="size-5" aria-hidden="true" />
    </button>
  );
}
