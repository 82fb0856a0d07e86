import type { QueryClient } from '@tanstack/react-query';
import { addCartItemOptions } from './add-cart-item';
import { cartChangeKeys } from './cart-cache';
import { removeCartItemOptions } from './remove-cart-item';
import { setCartItemQuantityOptions } from './set-cart-item-quantity';

/**
 * What each cart change does, registered by its key: a change restored after a reload
 * (`lib/paused-changes.ts`) has only its key and variables, and runs with the same function and
 * the same handling of the answer as one made now (docs/decisions/046).
 */
export function setCartChangeDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(cartChangeKeys.add, addCartItemOptions(queryClient));
  queryClient.setMutationDefaults(cartChangeKeys.quantity, setCartItemQuantityOptions(queryClient));
  queryClient.setMutationDefaults(cartChangeKeys.remove, removeCartItemOptions(queryClient));
}
