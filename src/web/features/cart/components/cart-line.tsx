import type { CartItem } from '@shared/cart/cart';
import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { MAX_QUANTITY } from '@shared/quantity';
import { QuantityStepper } from '@web/components/ui/quantity-stepper';
import { errorMessage } from '@web/lib/api';
import { imageAtWidth } from '@web/lib/images';
import { toast } from '@web/lib/toast';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useSetCartItemQuantity } from '../api/set-cart-item-quantity';

/** price × quantity, exact. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): string {
  return fromPesewas(toPesewas(item.price) * item.quantity);
}

export interface CartLineProps {
  item: CartItem;
  /** Called when a link in the line is followed (the drawer closes). */
  onNavigate: () => void;
}

/**
 * One line of the cart: image, name, vendor, price, minus / quantity / plus, remove. Minus at 1
 * removes the line (a quantity of 0 removes, docs/product/cart-and-checkout.md, "The cart"). Changes show at once.
 */
export function CartLine({ item, onNavigate }: CartLineProps) {
  const setQuantity = useSetCartItemQuantity();
  const remove = useRemoveCartItem();

  const removeLine = async () => {
    try {
      await remove.mutateAsync(item.id);
      toast.success('Removed', { id: 'cart-removed', description: 'Item removed from cart' });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to remove item') });
    }
  };

  const changeQuantity = async (quantity: number) => {
    if (quantity < 1) return removeLine();
    try {
      await setQuantity.mutateAsync({ itemId: item.id, quantity });
      toast.success('Cart Updated', { id: 'cart-quantity', description: 'Quantity updated in cart' });
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, 'Failed to update quantity'),
      });
    }
  };

  const image = item.imageUrl ? imageAtWidth(item.imageUrl, 320) : PLACEHOLDER_IMAGE_URL;

  return (
    <li className="flex gap-3 py-4" aria-label={item.name}>
      <img
        src={image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE_URL)) {
            event.currentTarget.src = PLACEHOLDER_IMAGE_URL;
          }
        }}
        className="size-18 shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-start gap-2">
          {item.available ? (
            <Link
              to={`/product/${item.dealId}`}
              onClick={onNavigate}
              className="line-clamp-2 flex-1 text-sm font-semibold text-stone-900 hover:text-brand-700 hover:underline"
            >
              {item.name}
            </Link>
          ) : (
            <p className="line-clamp-2 flex-1 text-sm font-semibold text-stone-900">{item.name}</p>
          )}
          <button
            type="button"
            onClick={() => void removeLine()}
            aria-label={`Remove ${item.name} from cart`}
            title="Remove"
            className="-mt-1.5 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-stone-400 transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p className="truncate text-xs text-stone-500">{item.vendor}</p>
        <p className="text-sm font-bold text-brand-700">{formatCedis(item.price)}</p>
        {item.available ? null : (
          <p className="text-xs font-medium text-red-700">No longer available. Please remove it.</p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            min={0}
            max={item.available ? MAX_QUANTITY : item.quantity}
            value={item.quantity}
            onChange={(quantity) => void changeQuantity(quantity)}
            label={`Quantity of ${item.name}`}
            decreaseLabel={item.quantity <= 1 ? `Remove ${item.name}` : `Decrease quantity of ${item.name}`}
            increaseLabel={`Increase quantity of ${item.name}`}
          />
          <span className="text-sm font-semibold text-stone-900 tabular-nums">
            <span className="sr-only">Subtotal: </span>
            {formatCedis(lineTotal(item))}
          </span>
        </div>
      </div>
    </li>
  );
}
