/**
 * The server renderer of the shop (ADR 043). Built by scripts/build-web.ts into
 * dist/ssr/entry-server.js and loaded by src/server/web-app.ts, which never imports src/web. The
 * home page, /deals, the three catalogue paths, the deal page, the drop-shipping product page, a
 * vendor's store page and the delivery request are rendered on the server; every other path keeps index.html and is rendered in
 * the browser.
 */

import {
  API_CATALOGUE_CATEGORIES,
  API_DEAL,
  API_DEALS,
  API_FEATURED_PRODUCTS,
  API_PRODUCT,
  API_STORE,
  apiPath,
} from '@shared/api-paths';
import type { ProductPageResponse } from '@shared/catalogue/catalogue-page';
import {
  filtersFromUrl,
  firstCataloguePagePath,
  isCataloguePath,
  tabCountry,
} from '@shared/catalogue/catalogue-url';
import type { CategoriesResponse } from '@shared/catalogue/category-summary';
import type { Product, ProductListResponse, ProductResponse } from '@shared/catalogue/product';
import { isSampleProductId } from '@shared/catalogue/sample-product-ids';
import type { Deal, DealListResponse, DealResponse } from '@shared/deals/deal';
import type { OrderKind } from '@shared/orders/order-status';
import type { ListingReviewsResponse } from '@shared/reviews/review';
import type { StoreResponse } from '@shared/sellers/store';
import { STORE_SLUG_PATTERN } from '@shared/sellers/store-slug';
import { stateReferringToAnswers } from '@shared/ssr';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { Providers } from '@web/app/providers';
import { AppRoutes } from '@web/app/router';
import { catalogueProductsQueryKey } from '@web/features/catalogue/api/get-catalogue-products';
import { categoriesQueryKey } from '@web/features/catalogue/api/get-categories';
import { featuredProductsQueryKey } from '@web/features/catalogue/api/get-featured-products';
import { productQueryKey } from '@web/features/catalogue/api/get-product';
import { newSeed } from '@web/features/catalogue/utils/catalogue-filters';
import { dealQueryKey, findSampleDeal } from '@web/features/deals/api/get-deal';
import { dealsQueryKey } from '@web/features/deals/api/get-deals';
import {
  listingReviewsPath,
  listingReviewsQueryKey,
  reviewsPageOf,
} from '@web/features/reviews/api/get-listing-reviews';
import { storeQueryKey } from '@web/features/sellers/api/get-store';
import { ApiError } from '@web/lib/api';
import { createQueryClient } from '@web/lib/query';
import { shuffle } from '@web/lib/shuffle';
import { HydratedContext } from '@web/lib/use-hydrated';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { matchPath, StaticRouter } from 'react-router';

/**
 * Reads an API answer in the server's own process (the server passes app.inject). Rejects for any
 * status but 200, with the status in the error's `status`.
 */
export type FetchJson = (path: string) => Promise<unknown>;

/** A page whose data is read, ready to render. */
export interface ServerPage {
  /** 404 for an unknown deal or product: the page then says so itself. */
  status: 200 | 404;
  /**
   * Reads what is left to read (the home page, /deals and the catalogue read their data here, after
   * the server has sent the head: nothing in their answer's headers depends on it) and renders.
   */
  render(): Promise<{
    /** The page's markup, whole: every lazy part read before it is sent. */
    html: string;
    /**
     * The query answers the browser hydrates with, as JSON safe inside a <script>, referring to
     * `answers` for what they hold; none on a 404.
     */
    state?: string;
    /** The API answers read, as [path, answer] pairs, JSON safe inside a <script>; none on a 404. */
    answers?: string;
  }>;
}

/** What the server already drew for this answer: the catalogue's shuffle seed (Server-Timing). */
export interface RenderHints {
  catalogueSeed?: number;
}

/** JSON that a product name cannot end early inside a <script> (`<` escaped). */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** The paths rendered on the server: the others answer index.html as before. */
export function isServerRendered(pathname: string): boolean {
  return routeOf(pathname) !== undefined;
}

/** The module of each server-rendered page, as the build's manifest names it (ADR 051). */
const PAGE_MODULES: Record<Exclude<Route['kind'], 'page'>, string> = {
  home: 'src/web/pages/home-page.tsx',
  deals: 'src/web/pages/deals-page.tsx',
  catalogue: 'src/web/pages/dropshipping-page.tsx',
  deal: 'src/web/pages/product-page.tsx',
  product: 'src/web/pages/dropshipping-product-page.tsx',
  store: 'src/web/pages/store-page.tsx',
};

/** The source module of a server-rendered page: the server asks the browser to fetch its chunks early. */
export function pageModuleOf(pathname: string): string | undefined {
  const route = routeOf(pathname);
  if (!route) return undefined;
  return route.kind === 'page' ? PAGES_WITHOUT_DATA.get(pathname) : PAGE_MODULES[route.kind];
}

/**
 * Pages whose first screen reads no data. /delivery is the one service form measured against the
 * Lighthouse budget: rendered in the browser, its heading would wait for all of the page's scripts. What
 * is typed into it before the page has hydrated is kept (use-schema-form.ts). Each with its
 * module, as for PAGE_MODULES.
 */
const PAGES_WITHOUT_DATA = new Map([['/delivery', 'src/web/pages/delivery-page.tsx']]);

type Route =
  | { kind: 'home' | 'deals' | 'catalogue' | 'page' }
  | { kind: 'deal'; id: string }
  | { kind: 'product'; id: string }
  | { kind: 'store'; slug: string };

function routeOf(pathname: string): Route | undefined {
  if (pathname === '/') return { kind: 'home' };
  if (PAGES_WITHOUT_DATA.has(pathname)) return { kind: 'page' };
  if (matchPath('/deals', pathname)) return { kind: 'deals' };
  if (isCataloguePath(pathname)) return { kind: 'catalogue' };
  const deal = matchPath('/product/:id', pathname)?.params.id;
  if (deal) return { kind: 'deal', id: deal };
  const product = matchPath('/dropshipping-product/:id', pathname)?.params.id;
  if (product) return { kind: 'product', id: product };
  const store = matchPath('/store/:slug', pathname)?.params.slug;
  if (store) return { kind: 'store', slug: store };
  return undefined;
}

/**
 * The deals, shuffled here, once: the page shows them in the order it is given while it hydrates
 * (use-live-deals.ts), so the server's and the browser's first renders agree. A failed read leaves
 * the query empty: the browser reads it after hydration and shows its own states.
 */
function readDeals(queryClient: QueryClient, fetchJson: FetchJson): Promise<void> {
  return fetchJson(API_DEALS).then(
    (body) => void queryClient.setQueryData(dealsQueryKey, shuffle((body as DealListResponse).deals)),
    () => undefined,
  );
}

/** The catalogue's categories; a failed read leaves the query for the browser to read. */
function readCategories(queryClient: QueryClient, fetchJson: FetchJson): Promise<void> {
  return fetchJson(API_CATALOGUE_CATEGORIES).then(
    (body) => void queryClient.setQueryData(categoriesQueryKey, body as CategoriesResponse),
    () => undefined,
  );
}

/** The page of a listing's reviews its URL asks for; left for the browser when it cannot be read. */
function readListingReviews(
  queryClient: QueryClient,
  fetchJson: FetchJson,
  kind: OrderKind,
  id: string,
  params: URLSearchParams,
): Promise<void> {
  const query = { kind, id, ...reviewsPageOf(params) };
  return fetchJson(listingReviewsPath(query)).then(
    (body) => void queryClient.setQueryData(listingReviewsQueryKey(query), body as ListingReviewsResponse),
    () => undefined,
  );
}

/** A query that failed with this status, as the page's hook would have seen it. */
function failQuery(queryClient: QueryClient, queryKey: readonly unknown[], status: number): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey,
    queryFn: () => Promise.reject(new ApiError(status, 'NOT_FOUND', 'Not found')),
    retry: false,
  });
}

/**
 * Reads the answers the page's first screen shows into a fresh query cache, under the keys its
 * hooks use; undefined when the page is rendered in the browser (not one of ours, or its data
 * could not be read: the browser then reads it and shows its own states).
 */
export async function prepare(
  url: string,
  readJson: FetchJson,
  hints: RenderHints = {},
): Promise<ServerPage | undefined> {
  const parsed = new URL(url, 'http://shop.invalid');
  const route = routeOf(parsed.pathname);
  if (!route) return undefined;
  // Kept as read, for the browser's offline cache (SSR_ANSWERS_ID).
  const answers: [path: string, answer: unknown][] = [];
  const fetchJson: FetchJson = (path) =>
    readJson(path).then((answer) => {
      answers.push([path, answer]);
      return answer;
    });
  const queryClient = createQueryClient();
  let status: 200 | 404 = 200;

  // Read before the head is sent only where the answer's status depends on it (deal and product).
  let readLater: (() => Promise<void>) | undefined;
  switch (route.kind) {
    case 'page':
      break;
    case 'home':
      readLater = async () => {
        await Promise.all([
          // A failed read leaves its query empty: the browser reads it again after hydration.
          fetchJson(API_FEATURED_PRODUCTS).then(
            (body) =>
              queryClient.setQueryData(featuredProductsQueryKey, (body as ProductListResponse).products),
            () => undefined,
          ),
          readDeals(queryClient, fetchJson),
        ]);
      };
      break;
    case 'deals':
      readLater = () => readDeals(queryClient, fetchJson);
      break;
    case 'catalogue': {
      const filters = filtersFromUrl(parsed.pathname, parsed.searchParams);
      const seed = hints.catalogueSeed ?? newSeed();
      // A failed read leaves the list empty: the server renders its skeleton, and so does the
      // browser, which then reads the page with the same seed (Server-Timing).
      readLater = async () => {
        const [page, categories] = await Promise.all([
          fetchJson(firstCataloguePagePath(filters, seed)).catch(() => undefined) as Promise<
            ProductPageResponse | undefined
          >,
          fetchJson(API_CATALOGUE_CATEGORIES).catch(() => undefined) as Promise<
            CategoriesResponse | undefined
          >,
        ]);
        // The key the page's hook builds (use-catalogue-list.ts), which finds the seed here too.
        if (page) {
          queryClient.setQueryData(
            catalogueProductsQueryKey({
              q: filters.q || undefined,
              category: filters.category || undefined,
              country: tabCountry(filters.tab),
              seed,
              sort: filters.sort || undefined,
              rating: filters.rating || undefined,
            }),
            { pages: [page], pageParams: [0] },
          );
        }
        if (categories) queryClient.setQueryData(categoriesQueryKey, categories);
      };
      break;
    }
    case 'deal': {
      const sample = findSampleDeal(route.id);
      const deal =
        sample ??
        (await fetchJson(apiPath(API_DEAL, { id: route.id })).then(
          (body) => (body as DealResponse).deal,
          (error: unknown) => (statusOf(error) === 404 ? null : undefined),
        ));
      if (deal === undefined) return undefined;
      if (deal === null) {
        status = 404;
        await failQuery(queryClient, dealQueryKey(route.id), 404);
      } else {
        queryClient.setQueryData<Deal>(dealQueryKey(route.id), deal);
        if (!sample)
          readLater = () => readListingReviews(queryClient, fetchJson, 'deal', route.id, parsed.searchParams);
      }
      break;
    }
    case 'product': {
      // The built-in sample products are read from a file by the browser: not rendered here.
      if (isSampleProductId(route.id)) return undefined;
      const product = await fetchJson(apiPath(API_PRODUCT, { id: route.id })).then(
        (body) => (body as ProductResponse).product,
        (error: unknown) => (statusOf(error) === 404 ? null : undefined),
      );
      if (product === undefined) return undefined;
      if (product === null) {
        status = 404;
        await failQuery(queryClient, productQueryKey(route.id), 404);
      } else {
        queryClient.setQueryData<Product>(productQueryKey(route.id), product);
        readLater = () =>
          readListingReviews(queryClient, fetchJson, 'dropshipping', route.id, parsed.searchParams);
      }
      break;
    }
    case 'store': {
      // A vendor's page (docs/decisions/066): its listings, like the catalogue's, from the server.
      const store = STORE_SLUG_PATTERN.test(route.slug)
        ? await fetchJson(apiPath(API_STORE, { slug: route.slug })).then(
            (body) => body as StoreResponse,
            (error: unknown) => (statusOf(error) === 404 ? null : undefined),
          )
        : null;
      if (store === undefined) return undefined;
      if (store === null) {
        status = 404;
        await failQuery(queryClient, storeQueryKey(route.slug), 404);
      } else {
        queryClient.setQueryData<StoreResponse>(storeQueryKey(route.slug), store);
      }
      break;
    }
  }

  return {
    status,
    async render() {
      // The header's menus list the categories, drawn by the server to open before the scripts run
      // (the catalogue has read them already).
      await Promise.all([
        readLater?.(),
        route.kind === 'catalogue' || status === 404 ? undefined : readCategories(queryClient, fetchJson),
      ]);
      const html = await renderToStringAsync(
        <StrictMode>
          <HydratedContext value={false}>
            <StaticRouter location={url}>
              <Providers client={queryClient}>
                <AppRoutes />
              </Providers>
            </StaticRouter>
          </HydratedContext>
        </StrictMode>,
      );
      // A 404 page carries no state: the browser renders it afresh (the deal page then goes to /deals).
      // `<` escaped: the state sits in a <script type="application/json"> that a product name must not close.
      if (status === 404) return { html };
      return {
        html,
        state: scriptSafe(stateReferringToAnswers(dehydrate(queryClient), answers)),
        answers: scriptSafe(JSON.stringify(answers)),
      };
    },
  };
}
