import { formatCedis, toPesewas } from '@shared/money';
import { type DeliveryFeesResponse, lowestDeliveryFee } from '@shared/orders/delivery-fee';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { Banknote, ShoppingCart } from 'lucide-react';
import { useCart } from '../api/get-cart';
import { CartLine } from './cart-line';

export interface CartPanelProps {
  /** "Continue Shopping" and "Shop Deals": to /deals, closing the drawer. */
  onContinueShopping: () => void;
  onCheckout: () => void;
  /** A product link in a line was followed. */
  onNavigate: () => void;
  /** The regions' delivery fees, once loaded (ADR 040). */
  deliveryFees?: DeliveryFeesResponse;
}

/** The drawer's content: the lines, the total, Continue Shopping and Checkout; or the empty cart. */
export function CartPanel({ onContinueShopping, onCheckout, onNavigate, deliveryFees }: CartPanelProps) {
  const cart = useCart();

  if (cart.isPending) {
    // Offline before the cart was ever read: the cart is personal, so the worker keeps no copy of it.
    if (cart.fetchStatus === 'paused') {
      return (
        <p className="px-6 py-16 text-center text-sm text-stone-600" role="status">
          You're offline. Your cart will show here when the connection returns.
        </p>
      );
    }
    return <Spinner label="Loading your cart…" />;
  }

  if (cart.isError) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
        <p className="text-sm text-stone-600">Your cart could not be loaded. Check your connection.</p>
        <Button variant="outline" busy={cart.isFetching} onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items, count, total } = cart.data;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-400">
          <ShoppingCart className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-semibold text-stone-900">Your cart is empty</p>
        <p className="mt-1 text-sm text-stone-600">Flash deals at up to 90% off are waiting.</p>
        <Button className="mt-6" size="lg" onClick={onContinueShopping}>
          Shop Deals
        </Button>
      </div>
    );
  }

  const unavailable = items.some((item) => !item.available);

  return (
    <div className="flex min-h-full flex-col">
      <ul className="flex-1 divide-y divide-stone-200 px-5" aria-label="Items in your cart">
        {items.map((item) => (
          <CartLine key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-col gap-3 border-t border-stone-200 bg-white px-5 pt-4 pb-5">
        <dl className="flex items-baseline justify-between gap-4">
          <dt className="text-sm text-stone-600">
            Total{' '}
            <span className="text-stone-500">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </dt>
          <dd className="text-xl font-extrabold text-stone-900 tabular-nums" data-testid="cart-total">
            {formatCedis(total)}
          </dd>
        </dl>
        {deliveryFees ? <DeliveryLine total={total} fees={deliveryFees} /> : null}
        <p className="flex items-center gap-2 text-xs text-stone-600">
          <Banknote className="size-4 text-brand-700" aria-hidden="true" />
          Pay on delivery, or now by Mobile Money or card.
        </p>
        {unavailable ? (
          <p className="text-xs font-medium text-red-700" role="status">
            Remove the items that are no longer available to check out.
          </p>
        ) : null}
        <Button size="lg" className="w-full" disabled={unavailable} onClick={onCheckout}>
          Checkout
        </Button>
        <Button variant="outline" className="w-full" onClick={onContinueShopping}>
          Continue Shopping
        </Button>
      </div>
    </div>
  );
}

/** Free from GH₵100 (the banner's promise); below it, the region's fee, chosen at checkout. */
function DeliveryLine({ total, fees }: { total: string; fees: DeliveryFeesResponse }) {
  const free = toPesewas(total) >= toPesewas(fees.freeFrom);
  const lowest = lowestDeliveryFee(fees.fees);
  return (
    <p className="text-xs text-stone-600" data-testid="cart-delivery">
      {free ? (
        <>
          Delivery: <span className="font-semibold text-brand-800">Free</span>
        </>
      ) : (
        <>
          Delivery: from {lowest ? formatCedis(lowest) : '…'} by region. Free on orders of{' '}
          {formatCedis(fees.freeFrom)} and above.
        </>
      )}
    </p>
  );
}
