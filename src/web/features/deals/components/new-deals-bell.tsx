import { VIEWING_LATEST_DEALS_TOAST } from '@shared/deals/display';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useDealEvents } from '../api/deal-events';
import { newDealsCountQueryKey, useNewDealsCount } from '../api/get-new-deals-count';
import { newDealsBadgeText, newDealsLabel } from '../utils/live-deals';

/**
 * The header's new-deals bell, for signed-in shoppers (docs/product/deals.md, "The new-deals bell"): the number of deals of
 * the last 7 days, read again on every live insert (and deletion); the badge only above 0, "99+"
 * above 99. It leads to /deals with the toast "Viewing Latest Deals".
 */
export function NewDealsBell() {
  const queryClient = useQueryClient();
  const streamStatus = useDealEvents((event) => {
    if (event.type !== 'update') void queryClient.invalidateQueries({ queryKey: newDealsCountQueryKey });
  });
  const { data: count } = useNewDealsCount({ enabled: streamStatus !== 'connecting' });
  const badge = newDealsBadgeText(count);

  return (
    <Link
      to="/deals"
      aria-label={newDealsLabel(count)}
      title={newDealsLabel(count)}
      onClick={() => toast(VIEWING_LATEST_DEALS_TOAST)}
      className="relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900"
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-flag-red px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
