import type { Deal } from '@shared/deals/deal';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useKeptBeforeHydration } from '@web/lib/kept-before-hydration';
import { Globe, LoaderCircle, PackageOpen, RotateCw, Search, SearchX, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLiveDeals } from '../hooks/use-live-deals';
import type { DealCardAction } from './deal-card';
import { DealsGrid, DealsGridSkeleton, LiveIndicator } from './deals-grid';

const ALL = '';

/**
 * Deals whose name, vendor or category contains the text (any case), in the category if one is chosen.
 * Plain `toLowerCase` and `<`, not their locale-aware twins: the first of those on a page loads
 * the locale's collation data, a long task in the first render of /deals (ADR 048).
 */
export function filterDeals(deals: readonly Deal[], text: string, category: string): Deal[] {
  const needle = text.trim().toLowerCase();
  return deals.filter(
    (deal) =>
      (category === ALL || deal.category === category) &&
      (!needle ||
        [deal.name, deal.vendor, deal.category].some((field) => field.toLowerCase().includes(needle))),
  );
}

function categoriesOf(deals: readonly Deal[]): string[] {
  return [...new Set(deals.map((deal) => deal.category))].sort((a, b) => (a < b ? -1 : 1));
}

/**
 * /deals: every live deal (shuffled, updated live, as on the home page), with a search box and
 * category filters, and the empty states of docs/product/deals.md, "The deals lists".
 */
export function AllDeals({ cardAction }: { cardAction?: DealCardAction }) {
  // The search box and the chips are drawn by the server (ADR 043): what is typed or pressed before
  // React owns the page is applied once it does.
  const searchBox = useRef<HTMLInputElement>(null);
  const { deals, status, isLive, retry } = useLiveDeals();
  // The filters are the URL's `?q=&category=`: the server renders them (a search sent before the
  // page's scripts ran is a GET of this page), and the page keeps the URL in step as they change.
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [category, setCategory] = useState(() => params.get('category') ?? ALL);
  const written = useRef({ text, category });
  useEffect(() => {
    if (written.current.text === text && written.current.category === category) return;
    written.current = { text, category };
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['q', text.trim()],
          ['category', category],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }, [text, category, setParams]);
  const categories = categoriesOf(deals);
  // A category that has just lost its last deal no longer filters.
  const activeCategory = categories.includes(category) ? category : ALL;
  const matching = filterDeals(deals, text, activeCategory);
  const filtered = text.trim() !== '' || activeCategory !== ALL;
  useKeptBeforeHydration(searchBox, text, setText);

  const clearFilters = () => {
    setText('');
    setCategory(ALL);
  };

  let content: ReactNode;
  if (status === 'loading') {
    content = <DealsGridSkeleton count={10} />;
  } else if (status === 'error') {
    content = (
      <EmptyState icon={PackageOpen} title="No deals available.">
        <p>We couldn’t load the deals just now. Check your connection and try again.</p>
        <Button variant="primary" className="mt-5" onClick={retry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  } else if (deals.length === 0) {
    content = (
      <EmptyState icon={PackageOpen} title="No deals available.">
        <p>New flash deals are added every day. Meanwhile, browse 5,000+ products from the USA and China.</p>
        <Link to="/dropshipping" className={buttonVariants({ variant: 'primary', className: 'mt-5' })}>
          <Globe aria-hidden="true" />
          Browse products
        </Link>
      </EmptyState>
    );
  } else if (matching.length === 0) {
    content = (
      <EmptyState icon={SearchX} title="No deals found matching your search.">
        <p>Try another word, or look through all {deals.length} deals.</p>
        <PressBeforeHydration
          className={buttonVariants({ variant: 'outline', className: 'mt-5' })}
          label="Clear search"
          onPress={clearFilters}
        >
          <Button variant="outline" className="mt-5" onClick={clearFilters}>
            Clear search
          </Button>
        </PressBeforeHydration>
      </EmptyState>
    );
  } else {
    content = <DealsGrid deals={matching} label="Deals" cardAction={cardAction} abovePageFold />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <search aria-label="Filter deals" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <form
            method="get"
            action="/deals"
            onSubmit={(event) => event.preventDefault()}
            className="relative sm:max-w-sm sm:flex-1"
          >
            {activeCategory ? <input type="hidden" name="category" value={activeCategory} /> : null}
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              ref={searchBox}
              type="search"
              name="q"
              enterKeyHint="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search deals..."
              aria-label="Search deals"
              className="pl-9"
            />
          </form>
          <p className="flex items-center gap-3 text-sm text-stone-600 sm:ml-auto" aria-live="polite">
            {status === 'ready' && deals.length > 0 ? (
              <span>
                {filtered ? `${matching.length} of ${deals.length} deals` : `${deals.length} deals`}
              </span>
            ) : null}
            <LiveIndicator live={isLive} />
          </p>
        </div>
        {categories.length > 1 ? (
          <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden">
            <legend className="sr-only">Category</legend>
            <div className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
              {[ALL, ...categories].map((name) => (
                <CategoryChip
                  key={name || 'all'}
                  label={name || 'All deals'}
                  selected={activeCategory === name}
                  onSelect={() => setCategory(name)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
      </search>
      <div className="mt-6">{content}</div>
    </div>
  );
}

function CategoryChip({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const look = cn(
    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:opacity-60',
    selected
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
  );
  const content = (
    <>
      {label}
      {selected && label !== 'All deals' ? <X className="size-3.5" aria-hidden="true" /> : null}
    </>
  );
  return (
    <PressBeforeHydration
      className={look}
      label={content}
      pendingLabel={
        <>
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
          {label}
        </>
      }
      onPress={onSelect}
    >
      <button type="button" aria-pressed={selected} onClick={onSelect} className={look}>
        {content}
      </button>
    </PressBeforeHydration>
  );
}

function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof PackageOpen;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-stone-900">{title}</h2>
      <div className="mt-1 flex max-w-md flex-col items-center text-sm text-stone-600">{children}</div>
    </div>
  );
}
