import type { CheckoutOrderCreated, DropshippingPaymentMethod } from '@shared/checkout/checkout-messages';
import type { CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { clearDraft, type DraftOptions } from '@web/lib/drafts';
import type { FormValues } from '@web/lib/use-schema-form';
import { type CheckoutChoice, readCheckoutChoice } from './checkout-choice';

/** The contact and delivery details of the checkout form, as typed. */
export type CheckoutDetails = FormValues<
  Pick<
    CheckoutOrderInput,
    'fullName' | 'email' | 'phone' | 'address' | 'city' | 'landmark' | 'gpsAddress' | 'notes'
  >
> & { paymentMethod: DropshippingPaymentMethod };

/** An order created by this tab and not yet paid, with the request that created it. */
export interface PendingOrder extends CheckoutOrderCreated {
  /** The request body, as JSON: the same body again pays this order instead of creating another. */
  submitted: string;
}

/**
 * The contact and delivery details are a form draft like every other form's (drafts.ts, ADR 047):
 * one for every drop-shipping checkout, kept as typed, so a shopper back from the payment page
 * (Back, a declined or cancelled payment) or after a reload finds the form filled in. Removed once
 * a payment is verified; kept while an order sent offline waits, since the payment is still to come.
 */
export const CHECKOUT_DRAFT: DraftOptions = {
  key: 'checkout:dropshipping',
  // The colour and size belong to one product: the product page passes them (CheckoutChoice).
  omit: ['selectedColor', 'selectedSize'],
};

export interface StoredCheckout {
  choice?: CheckoutChoice;
  order?: PendingOrder;
}

// Per tab (sessionStorage): a reload of the checkout keeps the choice, and a shopper who comes back
// from the payment page pays the same order. Gone when the tab closes; removed once the payment is
// verified.
const PREFIX = 'ghanamart:checkout:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (some private modes): the checkout still works, only without resuming.
    return null;
  }
}

export function loadCheckout(productId: string): StoredCheckout {
  try {
    const raw = storage()?.getItem(PREFIX + productId);
    const value = raw ? (JSON.parse(raw) as StoredCheckout) : {};
    if (typeof value !== 'object' || value === null) return {};
    return { ...value, choice: readCheckoutChoice(value.choice) ?? undefined };
  } catch {
    return {};
  }
}

export function saveCheckout(productId: string, changes: StoredCheckout): void {
  try {
    storage()?.setItem(PREFIX + productId, JSON.stringify({ ...loadCheckout(productId), ...changes }));
  } catch {
    // Full or disabled storage: nothing to resume later, which is only a convenience.
  }
}

export function forgetPendingOrder(productId: string): void {
  const { order: _, ...rest } = loadCheckout(productId);
  try {
    storage()?.setItem(PREFIX + productId, JSON.stringify(rest));
  } catch {
    // See saveCheckout.
  }
}

/** After a verified payment: the paid order's checkout is over, and its details were sent. */
export function forgetCheckoutOfOrder(orderId: string): void {
  clearDraft(CHECKOUT_DRAFT.key);
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) {
    if (!key.startsWith(PREFIX)) continue;
    if (loadCheckout(key.slice(PREFIX.length)).order?.orderId === orderId) store.removeItem(key);
  }
}
