import {
  CHECKOUT_MESSAGES,
  type CheckoutOrderCreated,
  REQUIRED_FIELD_MISSING_TITLE,
} from '@shared/checkout/checkout-messages';
import type { CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { ApiError, errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { createCheckoutOrder } from './api/create-checkout-order';
import { startPayment } from './api/start-payment';
import { forgetPendingOrder, loadCheckout, type PendingOrder, saveCheckout } from './checkout-storage';

/** The checkout's toasts (docs/product/cart-and-checkout.md, "Starting a payment"). */
export const PAY_NOW_TEXTS = {
  redirectingTitle: 'Redirecting to Payment',
  redirecting: 'Opening the payment page...',
  paymentErrorTitle: 'Payment Error',
  initFailed: (message: string) => `Failed to initialize payment: ${message || 'Unknown error'}`,
  noLink: 'Payment initialization failed',
  paymentException: 'Failed to process payment. Please try again.',
  otherException: 'Something went wrong. Please try again.',
} as const;

export type PayNowOutcome =
  | { status: 'redirecting' }
  /**
   * Sent offline, the order waited on the device and has now been saved; no payment was started
   * (the shopper may have left the phone): Pay Now pays this order.
   */
  | { status: 'saved' }
  /** Nothing was paid; `fields` holds the server's messages for the form's fields, if any. */
  | { status: 'failed'; fields?: Record<string, string> };

/** Saves the order; `onQueued` is called when it waits for the connection (useCreateCheckoutOrder). */
export type CreateOrder = (input: CheckoutOrderInput, onQueued?: () => void) => Promise<CheckoutOrderCreated>;

/** The order the server's field messages are shown in: the form's own, then the rest. */
const FIELD_ORDER = [
  'fullName',
  'phone',
  'address',
  'city',
  'selectedColor',
  'selectedSize',
  'email',
  'notes',
];

export function firstField(fields: Record<string, string>): string | undefined {
  const names = Object.keys(fields);
  return FIELD_ORDER.find((name) => names.includes(name)) ?? names[0];
}

const REQUIRED_MESSAGES: readonly string[] = [
  CHECKOUT_MESSAGES.fullName,
  CHECKOUT_MESSAGES.phone,
  CHECKOUT_MESSAGES.address,
  CHECKOUT_MESSAGES.city,
];

/**
 * The toast's title for a field's message, the browser's or the server's (docs/product/cart-and-checkout.md, "Starting a payment"): "Required Field Missing", "Select color", "Select size", or "Error".
 */
export function titleForField(field: string, message: string): string {
  if (field === 'selectedColor') return CHECKOUT_MESSAGES.selectColorTitle;
  if (field === 'selectedSize') return CHECKOUT_MESSAGES.selectSizeTitle;
  if (REQUIRED_MESSAGES.includes(message)) return REQUIRED_FIELD_MISSING_TITLE;
  return 'Error';
}

function orderNotSaved(error: unknown): PayNowOutcome {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    const field = firstField(error.fields);
    const message = field ? error.fields[field] : undefined;
    if (field && message) toast.error(titleForField(field, message), { description: message });
    return { status: 'failed', fields: error.fields };
  }
  // A refused request that explains itself (the product is gone: "Product not found"); otherwise
  // (outage, network) the spec's text. Either way no payment is started.
  toast.error('Error', { description: errorMessage(error, CHECKOUT_MESSAGES.saveFailed) });
  return { status: 'failed' };
}

function paymentNotStarted(error: unknown): PayNowOutcome {
  const title = PAY_NOW_TEXTS.paymentErrorTitle;
  if (!(error instanceof ApiError)) {
    toast.error('Error', { description: PAY_NOW_TEXTS.otherException });
  } else if (error.code === 'PAYMENT_INIT_FAILED') {
    toast.error(title, { description: PAY_NOW_TEXTS.initFailed(error.message) });
  } else if (error.status === 409 || error.status === 429) {
    // Already paid (another tab, or paid before coming back), or too many attempts: the server says.
    toast.error(title, { description: error.message });
  } else {
    toast.error(title, { description: PAY_NOW_TEXTS.paymentException });
  }
  return { status: 'failed' };
}

/**
 * "Pay Now" after the form's own checks (docs/product/cart-and-checkout.md, "Starting a payment"): saves the order, starts a payment
 * and sends the browser to the provider's page. An order this tab saved earlier with exactly the same
 * request (the shopper came back from a declined or abandoned payment) is paid again rather than
 * saved twice; anything changed makes a new order.
 */
export async function payNow(
  input: CheckoutOrderInput,
  redirect: (url: string) => void = (url) => window.location.assign(url),
  create: CreateOrder = createCheckoutOrder,
): Promise<PayNowOutcome> {
  const { productId } = input;
  const submitted = JSON.stringify(input);
  const stored = loadCheckout(productId).order;
  let order: PendingOrder | undefined = stored?.submitted === submitted ? stored : undefined;
  let resumed = order !== undefined;

  for (;;) {
    if (!order) {
      let waited = false;
      try {
        const created = await create(input, () => {
          waited = true;
        });
        order = { orderId: created.orderId, resumeToken: created.resumeToken, submitted };
      } catch (error) {
        return orderNotSaved(error);
      }
      saveCheckout(productId, { order });
      if (waited) return { status: 'saved' };
    }

    try {
      const payment = await startPayment(order.orderId, order.resumeToken);
      if (!payment?.authorizationUrl) {
        toast.error(PAY_NOW_TEXTS.paymentErrorTitle, { description: PAY_NOW_TEXTS.noLink });
        return { status: 'failed' };
      }
      toast.success(PAY_NOW_TEXTS.redirectingTitle, { description: PAY_NOW_TEXTS.redirecting });
      redirect(payment.authorizationUrl);
      return { status: 'redirecting' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) forgetPendingOrder(productId);
      // The order this tab remembered is unknown now (a new database, a stale token): save it afresh.
      if (resumed && error instanceof ApiError && error.status === 404) {
        forgetPendingOrder(productId);
        order = undefined;
        resumed = false;
        continue;
      }
      return paymentNotStarted(error);
    }
  }
}
