import { ErrorBoundary } from '@web/components/layout/error-boundary';
import { ScrollToTop } from '@web/components/layout/scroll-to-top';
import { Spinner } from '@web/components/ui/spinner';
import { OfflinePage } from '@web/pages/offline-page';
import { useOfflineFallback, useRememberPage } from '@web/pwa/offline-fallback';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { useOutboxSender } from './outbox-sender';
import { PromoBanner } from './promo-banner';

/** Banner, header, the page (lazily loaded behind a light spinner) and footer. */
export function ShopLayout() {
  const { pathname } = useLocation();
  const offlineFallback = useOfflineFallback();
  useRememberPage(pathname);
  useOutboxSender();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <PromoBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorBoundary key={pathname} offline={<OfflinePage />}>
          {/* A screen tall, so the footer is not in view under a loading page (then pushed down: layout shift). */}
          <Suspense fallback={<Spinner className="min-h-dvh flex-1" />}>
            {offlineFallback ? <OfflinePage /> : <Outlet />}
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <OfflineBanner />
    </div>
  );
}
