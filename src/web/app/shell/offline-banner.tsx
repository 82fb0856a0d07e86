import { useOnline } from '@web/lib/use-online';
import { WifiOff } from 'lucide-react';
import { matchPath, useLocation } from 'react-router';

/** The pages that show prices the worker saved (ADR 044's catalogue and deal answers). */
const PRICED_PAGES = [
  '/',
  '/deals',
  '/product/:id',
  '/dropshipping',
  '/dropshipping-usa',
  '/dropshipping-china',
  '/dropshipping-product/:id',
] as const;

export const OFFLINE_TEXT = "You're offline";
export const OFFLINE_PRICES_TEXT = "You're offline — showing saved prices";

/**
 * Says the connection is gone (ADR 047): on a catalogue, product or deal page that the prices shown
 * are the saved ones, elsewhere only that the shop is offline. The status region is always there
 * (empty while online), so a screen reader announces the change; fixed to the bottom of the screen,
 * it shifts nothing when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { pathname } = useLocation();
  const priced = PRICED_PAGES.some((page) => matchPath(page, pathname));
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex justify-center px-3"
      data-testid="offline-banner"
    >
      {online ? null : (
        <p className="flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white shadow-lg">
          <WifiOff className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
          {priced ? OFFLINE_PRICES_TEXT : OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
