import { canShareNatively, copyLink, shareLink, whatsappShareUrl } from '@web/lib/share';
import { Link2, MessageCircle, Share2, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PressBeforeHydration } from './before-hydration';

export interface ShareMenuProps {
  /** The shared deal's or product's name, written before the link in WhatsApp. */
  name: string;
  /** The toast's title when the link is copied: "Link copied!" (product) or "Link Copied" (deal). */
  copiedTitle: string;
}

const itemClass =
  'flex w-full min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-800 outline-none hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The deal and product pages' Share button: a small disclosure (no menu library: these pages'
 * first load stays light) with WhatsApp, the device's share sheet where there is one, and Copy
 * link. Every entry's accessible name is its visible text.
 */
const triggerClass =
  'inline-flex h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-semibold text-stone-700 transition-colors hover:border-stone-400 hover:bg-stone-50 disabled:opacity-60';

export function ShareMenu({ name, copiedTitle }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [native, setNative] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const url = typeof window === 'undefined' ? '' : window.location.href;

  useEffect(() => setNative(canShareNatively()), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const act = (action: () => Promise<void>) => () => {
    setOpen(false);
    void action();
  };

  return (
    <div ref={root} className="relative shrink-0">
      {/* The links need the page's address and scripts: pressed before, the menu opens after. */}
      <PressBeforeHydration
        className={triggerClass}
        label={
          <>
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </>
        }
        onPress={() => setOpen(true)}
      >
        <button
          ref={trigger}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className={triggerClass}
        >
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </button>
      </PressBeforeHydration>
      {open ? (
        <ul
          id={listId}
          className="absolute top-full right-0 z-30 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <li>
            <a
              href={whatsappShareUrl(name, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              <MessageCircle className="text-[#25d366]" aria-hidden="true" />
              Share on WhatsApp
            </a>
          </li>
          {native ? (
            <li>
              <button
                type="button"
                onClick={act(() => shareLink({ name, url, copiedTitle }))}
                className={itemClass}
              >
                <Smartphone className="text-stone-500" aria-hidden="true" />
                More ways to share
              </button>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={act(() => copyLink({ url, copiedTitle }))} className={itemClass}>
              <Link2 className="text-stone-500" aria-hidden="true" />
              Copy link
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
