/**
 * PROTOTYPE (issue 13, item 1; ADR 043): the server renderer of the shop. Built by
 * scripts/build-web.ts into dist/ssr/entry-server.js and loaded by src/server/web-app.ts, which
 * never imports src/web. Only `/` is server-rendered so far; every other path keeps index.html.
 */
import { API_DEALS, API_FEATURED_PRODUCTS } from '@shared/api-paths';
import type { ProductListResponse } from '@shared/catalogue/product';
import type { DealListResponse } from '@shared/deals/deal';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { Providers } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';
import { featuredProductsQueryKey } from '@web/features/catalogue/api/get-featured-products';
import { dealsQueryKey } from '@web/features/deals/api/get-deals';
import { createQueryClient } from '@web/lib/query';
import { shuffle } from '@web/lib/shuffle';
import { StrictMode } from 'react';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';

/** Reads an API answer in the server's own process (the server passes app.inject). */
export type FetchJson = (path: string) => Promise<unknown>;

/** The paths rendered on the server: the others answer index.html as before. */
export function isServerRendered(pathname: string): boolean {
  return pathname === '/';
}

/**
 * The answers the page's first screen reads, put in the query cache under the keys its hooks use.
 * A failed read leaves its query empty: the browser reads it again after hydration, as today.
 */
async function preload(queryClient: QueryClient, fetchJson: FetchJson): Promise<void> {
  await Promise.all([
    fetchJson(API_FEATURED_PRODUCTS).then(
      (body) => queryClient.setQueryData(featuredProductsQueryKey, (body as ProductListResponse).products),
      () => undefined,
    ),
    // Shuffled here, once: the page shows the deals in the order it is given while it hydrates
    // (use-live-deals.ts), so the server's and the browser's first renders agree.
    fetchJson(API_DEALS).then(
      (body) => queryClient.setQueryData(dealsQueryKey, shuffle((body as DealListResponse).deals)),
      () => undefined,
    ),
  ]);
}

export async function render(
  url: string,
  fetchJson: FetchJson,
  options: RenderToPipeableStreamOptions,
): Promise<{ stream: ReturnType<typeof renderToPipeableStream>; state: string }> {
  const queryClient = createQueryClient();
  await preload(queryClient, fetchJson);
  const stream = renderToPipeableStream(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </StrictMode>,
    // Never outline a large boundary to complete it later: that takes an inline script, which the
    // CSP refuses (script-src 'self').
    { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // `<` escaped: the state sits in a <script type="application/json"> that a product name must not close.
  return { stream, state: JSON.stringify(dehydrate(queryClient)).replaceAll('<', '\\u003c') };
}
