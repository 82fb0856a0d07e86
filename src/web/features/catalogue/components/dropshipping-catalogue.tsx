import { type CatalogueTab, defaultTab } from '@shared/catalogue/catalogue-url';
import { formatCount } from '@shared/counts';
import { Tabs, TabsContent } from '@web/components/ui/tabs';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { useCatalogueList } from '../hooks/use-catalogue-list';
import { filtersToParams, tabLabel } from '../utils/catalogue-filters';
import { CATALOGUE_FILTERS_FORM_ID } from '../utils/typed-before-hydration';
import { CatalogueCategoryCards } from './catalogue-category-cards';
import { CatalogueRatingSelect, CatalogueSortSelect } from './catalogue-order-selects';
import { CatalogueProductGrid, ViewMoreButton } from './catalogue-product-grid';
import { CatalogueSearchBox } from './catalogue-search-box';
import { CatalogueTabs } from './catalogue-tabs';
import { CategorySelect } from './category-select';

/**
 * The drop-shipping catalogue (docs/product/catalogue.md, "The catalogue page" and "Reshuffles"): search,
 * category, the supplier tabs and the Categories tab, all in the URL; the products shuffled and
 * paged by the database.
 */
export function DropshippingCatalogue() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { filters, searchText, setSearchText, flushSearch, searchNow, update } = useCatalogueFilters();
  const list = useCatalogueList(filters);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  // Fifty cards render in the background, a few milliseconds at a time, so that typing and
  // scrolling stay smooth on a phone; until then the previous list (or the skeleton) stays.
  const products = useDeferredValue(list.products);
  const lagging = products !== list.products;
  const loading = list.status === 'loading' || (lagging && products.length === 0);

  const filtered = filters.q !== '' || filters.category !== '' || filters.rating !== 0;
  const heading =
    filters.category || (filters.tab === 'categories' ? tabLabel('all') : tabLabel(filters.tab));

  // A category card replaces the Categories tab with All Products, and the list moves up: once it
  // has, the list's heading is brought into view and focused, so that the shopper sees the result.
  const categoryPicked = useRef(false);
  useEffect(() => {
    if (!categoryPicked.current || filters.tab === 'categories') return;
    categoryPicked.current = false;
    resultsHeadingRef.current?.scrollIntoView({ block: 'start' });
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }, [filters.tab]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Tabs value={filters.tab} onValueChange={(tab) => update({ tab: tab as CatalogueTab })}>
        <search aria-label="Filter products">
          {/* A GET form of this very page: before its scripts have run, Enter asks the server for
              the filtered page (?q=&category=&tab=); after, the list follows the same URL. */}
          <form
            id={CATALOGUE_FILTERS_FORM_ID}
            method="get"
            action={pathname}
            onSubmit={(event) => {
              event.preventDefault();
              flushSearch();
            }}
            className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]"
          >
            <CatalogueSearchBox
              value={searchText}
              onChange={setSearchText}
              onKept={searchNow}
              className="col-span-2 sm:col-span-1"
            />
            <CategorySelect value={filters.category} onChange={(category) => update({ category })} />
            <CatalogueSortSelect
              value={filters.sort}
              onChange={(sort) => update({ sort })}
              className="sm:w-64 sm:justify-self-end"
            />
            <CatalogueRatingSelect value={filters.rating} onChange={(rating) => update({ rating })} />
            {filters.tab !== defaultTab(pathname) ? (
              <input type="hidden" name="tab" value={filters.tab} />
            ) : null}
            <CatalogueTabs
              tab={filters.tab}
              onTabChange={(tab) => update({ tab })}
              hrefFor={(tab) =>
                `${pathname}${queryOf(filtersToParams(pathname, { ...filters, tab }, params))}`
              }
              listClassName="col-span-2"
              buttonClassName="sm:col-span-2"
            />
          </form>
        </search>

        <TabsContent value={filters.tab} className="mt-6 flex flex-col gap-10">
          {filters.tab === 'categories' ? (
            <section aria-labelledby="catalogue-categories-heading">
              <h2 id="catalogue-categories-heading" className="mb-4 text-xl font-bold text-stone-900">
                Shop by Category
              </h2>
              <CatalogueCategoryCards
                selected={filters.category}
                hrefFor={(category) => ({
                  pathname,
                  search: queryOf(filtersToParams(pathname, { ...filters, tab: 'all', category }, params)),
                })}
                onSelect={() => {
                  categoryPicked.current = true;
                }}
              />
            </section>
          ) : null}

          <section aria-labelledby="catalogue-results-heading">
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2
                id="catalogue-results-heading"
                ref={resultsHeadingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-xl font-bold text-stone-900 outline-none"
              >
                {heading}
              </h2>
              <p className="text-sm text-stone-600" aria-live="polite">
                {loading ? 'Loading products…' : resultsSummary(products.length, list.total, filtered)}
              </p>
            </div>
            <CatalogueProductGrid
              products={products}
              loading={loading}
              updating={list.isUpdating || lagging}
              onClearFilters={filtered ? () => update({ q: '', category: '', rating: 0 }) : undefined}
            />
            {list.canLoadMore && !loading ? (
              <ViewMoreButton
                onClick={list.loadMore}
                busy={list.isLoadingMore}
                failed={list.loadMoreFailed}
              />
            ) : null}
          </section>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** `?…`, or nothing for no parameter. */
function queryOf(params: URLSearchParams): string {
  const search = params.toString();
  return search ? `?${search}` : '';
}

function resultsSummary(shown: number, total: number, filtered: boolean): string {
  if (total === 0) return '';
  const noun = total === 1 ? 'product' : 'products';
  if (shown >= total) return `${formatCount(total)} ${filtered ? 'matching ' : ''}${noun}`;
  return `Showing ${formatCount(shown)} of ${formatCount(total)} ${filtered ? 'matching ' : ''}${noun}`;
}
