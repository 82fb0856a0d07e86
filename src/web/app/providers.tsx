import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@web/components/ui/lazy-toaster';
import { createQueryClient } from '@web/lib/query';
import { type CSSProperties, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { keepCartChanges } from './keep-cart-changes';

const MOBILE_QUERY = '(max-width: 767px)';
/**
 * Below the promo banner and the sticky header as a page opens (the banner takes two lines on the
 * narrowest phones), with a gap.
 */
const BELOW_THE_HEADER = { top: 116 };

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Sonner's rich colours write each kind's words in a tint that reads at about 3:1 to 4.4:1 on its
 * pale background, under WCAG's 4.5:1: the same hues, darker (the shop's green for success).
 */
const TOAST_COLOURS = {
  '--success-text': '#006b3f',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as CSSProperties;

/** Under 768 px (docs/product/shop-and-pages.md, "The header"). */
function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

/** TanStack Query (retry 1, 30 s fresh) and the toasts (top-centre on phones, bottom-right otherwise). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // `client`: the server renderer's, or the browser's filled with what the server rendered.
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Cart changes made offline survive a reload, for the shopper who made them (ADR 046). In a task
  // of its own, not in the one that runs every effect of a hydrated page (ADR 048).
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = keepCartChanges(queryClient);
    });
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [queryClient]);
  const isMobile = useIsMobile();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster
        position={isMobile ? 'top-center' : 'bottom-right'}
        // Below the sticky header on a phone: a notice never covers the menu, the cart or sign-in.
        offset={isMobile ? BELOW_THE_HEADER : undefined}
        mobileOffset={BELOW_THE_HEADER}
        richColors
        style={TOAST_COLOURS}
        closeButton
        toastOptions={{ duration: 4000 }}
      />
    </QueryClientProvider>
  );
}
