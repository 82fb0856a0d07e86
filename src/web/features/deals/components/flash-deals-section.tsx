import { HOME_DEALS_INITIAL, HOME_DEALS_STEP } from '@shared/deals/display';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ArrowRight, ChevronDown, Zap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLiveDeals } from '../hooks/use-live-deals';
import { DealsGrid, DealsGridSkeleton, LiveIndicator } from './deals-grid';

/**
 * The home page's flash deals (docs/product/deals.md, "The deals lists"): 10 of the live deals, 10 more
 * per "View More Products" while more remain; the sample deals when there are none.
 */
export function FlashDealsSection() {
  const { deals, status, isLive, isSample } = useLiveDeals({ samplesWhenEmpty: true });
  const [visible, setVisible] = useState(HOME_DEALS_INITIAL);
  const showMore = () => setVisible((count) => count + HOME_DEALS_STEP);
  const shown = useMemo(() => deals.slice(0, visible), [deals, visible]);

  return (
    <section
      aria-labelledby="flash-deals-heading"
      className="below-fold border-b border-stone-200 py-12 [--below-fold-height:92rem] sm:py-16 sm:[--below-fold-height:48rem]"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 text-sm font-bold tracking-wider text-flag-red uppercase">
              <Zap className="size-4 fill-current" aria-hidden="true" />
              Today’s flash deals
              {isSample ? null : <LiveIndicator live={isLive} className="normal-case tracking-normal" />}
            </p>
            <h2
              id="flash-deals-heading"
              className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
            >
              Flash Deals
            </h2>
            <p className="mt-2 text-stone-600">
              Up to 90% off from trusted vendors across Ghana, while stocks last. Pay on delivery.
            </p>
          </div>
          <div className="hidden sm:block">
            <Link to="/deals" className={buttonVariants({ variant: 'outline' })}>
              See all deals
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>

        <div className="mt-6">
          {status === 'loading' ? (
            <DealsGridSkeleton count={HOME_DEALS_INITIAL} />
          ) : (
            <DealsGrid deals={shown} label="Flash deals" />
          )}
        </div>

        <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          {deals.length > visible ? (
            <PressBeforeHydration
              className={buttonVariants({ variant: 'primary', size: 'lg' })}
              label={
                <>
                  View More Products
                  <ChevronDown aria-hidden="true" />
                </>
              }
              onPress={showMore}
            >
              <Button variant="primary" size="lg" onClick={showMore}>
                View More Products
                <ChevronDown aria-hidden="true" />
              </Button>
            </PressBeforeHydration>
          ) : null}
          <div className="sm:hidden">
            <Link to="/deals" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              See all deals
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
