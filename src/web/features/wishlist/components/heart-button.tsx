import { cn } from '@web/lib/cn';
import { Heart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toast } from 'sonner';

/** The heart's accessible name: the same whether pressed or not (aria-pressed tells which). */
export const SAVE_TO_WISHLIST = 'Save to Wishlist';

/** Tells a guest why the heart sent them to sign in, and sends them. */
export function askToSignIn(onSignInRequired: () => void) {
  toast.error('Please sign in', { description: 'You need to be signed in to save deals to your wishlist' });
  onSignInRequired();
}

export interface HeartButtonProps extends Omit<ComponentProps<'button'>, 'aria-pressed' | 'children'> {
  saved: boolean;
}

/** The wishlist heart's look: outlined, or filled red when the deal is saved (size and shape: className). */
export function HeartButton({ saved, className, ...button }: HeartButtonProps) {
  return (
    <button
      type="button"
      aria-label={SAVE_TO_WISHLIST}
      title={SAVE_TO_WISHLIST}
      aria-pressed={saved}
      {...button}
      className={cn(
        'inline-flex shrink-0 items-center justify-center border transition-colors disabled:pointer-events-none disabled:opacity-60',
        saved
          ? 'border-red-200 bg-red-50 text-red-600 hover:border-red-300 hover:bg-red-100'
          : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
