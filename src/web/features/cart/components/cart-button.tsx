import { cn } from '@web/lib/cn';
import { ShoppingCart } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useCart } from '../api/get-cart';

/** "Cart, empty" | "Cart, 1 item" | "Cart, 3 items": the button's accessible name. */
export function cartButtonLabel(count: number): string {
  if (count <= 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The badge's text: the count, "99+" above 99. */
export function cartBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export interface CartButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  ref?: Ref<HTMLButtonElement>;
  expanded: boolean;
}

/** The header's cart button with the number of items (sum of quantities) in a badge. */
export function CartButton({ ref, expanded, className, ...props }: CartButtonProps) {
  const { data } = useCart();
  const count = data?.count ?? 0;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900',
        className,
      )}
      {...props}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-bold text-white tabular-nums ring-2 ring-white"
        >
          {cartBadgeText(count)}
        </span>
      ) : null}
    </button>
  );
}
