import { ErrorBoundary } from '@web/components/layout/error-boundary';
import { HydrateInTurn } from '@web/components/layout/hydrate-in-turn';
import { ScrollToTop } from '@web/components/layout/scroll-to-top';
import { Spinner } from '@web/components/ui/spinner';
import { OfflinePage } from '@web/pages/offline-page';
import { useOfflineFallback, useRememberPage } from '@web/pwa/offline-fallback';
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { useOutboxSender } from './outbox-sender';
import { PromoBanner } from './promo-banner';

/** Tells the offline queue who is signed in: a leaf, so that the layout does not re-render with the session. */
function OutboxSender() {
  useOutboxSender();
  return null;
}

/** Banner, header, the page (lazily loaded behind a light spinner) and footer. */
export function ShopLayout() {
  const { pathname } = useLocation();
  const offlineFallback = useOfflineFallback();
  useRememberPage(pathname);
  // The same element until the page changes. React hydrates a server-rendered page after the
  // header and footer; a new element reaching it before then (the layout re-rendered) made React
  // hydrate the whole page at once, in one long task (ADR 048).
  const page = useMemo(
    () => (
      <ErrorBoundary key={pathname} offline={<OfflinePage />}>
        {/* A screen tall, so the footer is not in view under a loading page (then pushed down: layout shift). */}
        <Suspense fallback={<Spinner className="min-h-dvh flex-1" />}>
          {offlineFallback ? <OfflinePage /> : <Outlet />}
        </Suspense>
      </ErrorBoundary>
    ),
    [pathname, offlineFallback],
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <OutboxSender />
      <ScrollToTop />
      <PromoBanner />
      {/* Each hydrated in a task of its own (ADR 076). */}
      <HydrateInTurn part="header">
        <Header />
      </HydrateInTurn>
      <HydrateInTurn part="main">
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {page}
        </main>
      </HydrateInTurn>
      <Footer />
      <OfflineBanner />
    </div>
  );
}
