import type { Deal, DealEvent } from '@shared/deals/deal';
import { NEW_DEALS_BADGE_CAP } from '@shared/deals/deal';

/**
 * The live list's reducer (docs/product/deals.md, "Live updates"): insert prepends, update replaces by id, delete
 * removes by id. Events that change nothing (a second insert of the same deal, an update or delete
 * of a deal not in the list) return the list itself, so nothing re-renders. `resync` is the
 * caller's (it reloads the list). Before the list has loaded there is nothing to change.
 */
export function applyDealEvent(deals: Deal[] | undefined, event: DealEvent): Deal[] | undefined {
  if (!deals) return deals;
  switch (event.type) {
    case 'insert':
      return deals.some((deal) => deal.id === event.deal.id) ? deals : [event.deal, ...deals];
    case 'update': {
      const index = deals.findIndex((deal) => deal.id === event.deal.id);
      if (index === -1) return deals;
      const next = [...deals];
      next[index] = event.deal;
      return next;
    }
    case 'delete':
      return deals.some((deal) => deal.id === event.id)
        ? deals.filter((deal) => deal.id !== event.id)
        : deals;
    default:
      return deals;
  }
}

/**
 * The deals in display order: those in `order` (a shuffle of ids) in that order, preceded by the
 * deals `order` does not know yet (arrived live since the last shuffle) in list order, newest first.
 * An updated deal keeps its place; a deleted one is gone.
 */
export function arrangeDeals(deals: readonly Deal[], order: readonly string[]): Deal[] {
  const position = new Map(order.map((id, index) => [id, index]));
  const fresh: Deal[] = [];
  const placed: Deal[] = [];
  for (const deal of deals) (position.has(deal.id) ? placed : fresh).push(deal);
  placed.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return [...fresh, ...placed];
}

/** The text of the header bell's badge: hidden (undefined) at 0, "99+" above 99. */
export function newDealsBadgeText(count: number | undefined, cap = NEW_DEALS_BADGE_CAP): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > cap ? `${cap}+` : String(count);
}

/** The bell's accessible name: "New deals: 12", "New deals: 99+", or "New deals" when none. */
export function newDealsLabel(count: number | undefined, cap = NEW_DEALS_BADGE_CAP): string {
  const badge = newDealsBadgeText(count, cap);
  return badge ? `New deals: ${badge}` : 'New deals';
}
