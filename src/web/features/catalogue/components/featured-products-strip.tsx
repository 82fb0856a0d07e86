import type { Product } from '@shared/catalogue/product';
import { FEATURED_PRODUCTS_LIMIT } from '@shared/catalogue/product';
import { buttonVariants } from '@web/components/ui/button';
import { StepButton } from '@web/components/ui/quantity-stepper';
import { shuffle } from '@web/lib/shuffle';
import { useRenderedCount } from '@web/lib/use-rendered-count';
import { useShuffleSchedule } from '@web/lib/use-reshuffle-timers';
import { ArrowRight, ChevronLeft, ChevronRight, Globe } from 'lucide-react';
import { type ReactNode, type RefObject, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard, ProductCardSkeleton } from './product-card';

const CARD_WIDTH = 'w-56';
const IMAGE_SIZES = '224px';
const SKELETONS = Array.from({ length: FEATURED_PRODUCTS_LIMIT }, (_, i) => i);

/**
 * The home page's drop-shipping strip (docs/product/catalogue.md, "The home page's strip"): the 20 newest products
 * in a row that scrolls sideways, a skeleton of 20 cards while they load, nothing at all when there
 * are none or they fail to load. Reshuffled 1 s after loading and every 30 s (a tick is skipped while
 * the pointer or the keyboard focus is on the strip).
 */
export function FeaturedProductsStrip() {
  const { data, isPending } = useFeaturedProducts();
  // The 20 cards render in the background, a few milliseconds at a time, while the skeleton stays:
  // rendering them in one go blocked a phone's main thread for a few hundred milliseconds.
  const products = useDeferredValue(data);
  // The shuffled order, for the list it was made from (a new list starts in its own order).
  const [shuffled, setShuffled] = useState<{ from: Product[]; items: Product[] } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A few cards on the server and at hydration (a phone shows two), the others a few per task, as a
  // grid's: twenty were 600 of the home page's 1,400 elements (ADR 048).
  const rendered = useRenderedCount(data?.length ?? 0);

  useShuffleSchedule(
    () => {
      // Not under the shopper's pointer or keyboard focus: the card they are about to click would
      // move away (the next tick shuffles).
      const list = listRef.current;
      if (list && (list.matches(':hover') || list.contains(document.activeElement))) return;
      if (data) setShuffled({ from: data, items: shuffle(data) });
    },
    { enabled: !!data && data.length > 1 },
  );

  if (isPending || (data && !products)) {
    return (
      <StripFrame busy>
        {SKELETONS.map((i) => (
          <li key={i} className={`${CARD_WIDTH} shrink-0`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </StripFrame>
    );
  }
  // A failed load is silent (docs/product/catalogue.md, "The home page's strip"), and an empty strip is not shown.
  if (!products || products.length === 0) return null;

  const items = shuffled?.from === products ? shuffled.items : products;
  return (
    <StripFrame listRef={listRef}>
      {items.slice(0, rendered).map((product) => (
        <li key={product.id} className={`${CARD_WIDTH} shrink-0`}>
          <ProductCard product={product} imageSizes={IMAGE_SIZES} />
        </li>
      ))}
    </StripFrame>
  );
}

function StripFrame({
  children,
  busy = false,
  listRef,
}: {
  children: ReactNode;
  busy?: boolean;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  const ownRef = useRef<HTMLUListElement>(null);
  const scroller = listRef ?? ownRef;
  const scrollByPage = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.9,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <section
      aria-labelledby="featured-heading"
      aria-busy={busy || undefined}
      className="bg-white py-12 sm:py-16"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-1.5 text-sm font-bold tracking-wider text-brand-700 uppercase">
              <Globe className="size-4" aria-hidden="true" />
              Shop the world
            </p>
            <h2
              id="featured-heading"
              className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
            >
              New from the USA &amp; China
            </h2>
            <p className="mt-2 text-stone-600">
              5,000+ products shipped to your door in Ghana, with free delivery within Ghana.
            </p>
          </div>
          <div className="hidden items-center gap-2 md:flex">
            <StepButton
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              label="Scroll products left"
              icon={<ChevronLeft aria-hidden="true" />}
              disabled={false}
              onPress={() => scrollByPage(-1)}
            />
            <StepButton
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              label="Scroll products right"
              icon={<ChevronRight aria-hidden="true" />}
              disabled={false}
              onPress={() => scrollByPage(1)}
            />
          </div>
        </div>
      </div>

      <ul
        ref={scroller}
        aria-label="Featured drop-shipping products"
        className="relative mx-auto mt-6 flex w-full max-w-7xl gap-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-4 [scrollbar-width:none] sm:px-6 lg:px-8 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </ul>

      <div className="mx-auto mt-4 w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <Link
          to="/dropshipping"
          className={buttonVariants({ variant: 'primary', size: 'lg', className: 'w-full sm:w-auto' })}
        >
          View All Products
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
