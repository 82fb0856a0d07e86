import type { Deal } from '@shared/deals/deal';
import { cn } from '@web/lib/cn';
import { useRenderedCount } from '@web/lib/use-rendered-count';
import { DealCard, type DealCardAction, DealCardSkeleton } from './deal-card';

/** The first row on a phone: loaded at once and first; the others as they come into view. */
const PRIORITY_CARDS = 2;

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';

export function DealsGrid({
  deals,
  label,
  cardAction,
  abovePageFold = false,
}: {
  deals: readonly Deal[];
  label: string;
  cardAction?: DealCardAction;
  /** The grid opens the page (/deals): its first cards' pictures are the page's largest paint. */
  abovePageFold?: boolean;
}) {
  const rendered = useRenderedCount(deals.length);
  return (
    <ul aria-label={label} className={gridClass}>
      {deals.slice(0, rendered).map((deal, index) => (
        <li key={deal.id} className="card-slot">
          <DealCard deal={deal} Action={cardAction} priority={abovePageFold && index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function DealsGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className={gridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
        <DealCardSkeleton key={i} />
      ))}
    </div>
  );
}

/** "Live": changes to the deals appear as they happen. */
export function LiveIndicator({ live, className }: { live: boolean; className?: string }) {
  if (!live) return null;
  return (
    <span
      title="Deals update live"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200',
        className,
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-500 opacity-60" />
        <span className="relative inline-flex size-2 rounded-full bg-brand-600" />
      </span>
      Live
    </span>
  );
}
