import {
  type DropshippingPaymentMethod,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@shared/checkout/checkout-messages';
import { cn } from '@web/lib/cn';
import { CreditCard, Smartphone } from 'lucide-react';

const DETAILS: Record<DropshippingPaymentMethod, { icon: typeof CreditCard; hint: string }> = {
  mobile_money: { icon: Smartphone, hint: 'MTN MoMo, Telecel Cash, AT Money' },
  debit_card: { icon: CreditCard, hint: 'Visa, Mastercard' },
};

/** The Payment Method radios: Mobile Money (the default) or Debit Card (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
export function PaymentMethodChoice({
  value,
  onChange,
}: {
  value: DropshippingPaymentMethod;
  onChange: (value: DropshippingPaymentMethod) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Payment Method</legend>
      {PAYMENT_METHODS.map((method) => {
        const { icon: Icon, hint } = DETAILS[method];
        const checked = method === value;
        return (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              checked
                ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                : 'border-stone-300 bg-white hover:border-stone-400',
            )}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={checked}
              onChange={() => onChange(method)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <Icon
              className={cn('size-5 shrink-0', checked ? 'text-brand-700' : 'text-stone-500')}
              aria-hidden="true"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-stone-900">
                {PAYMENT_METHOD_LABELS[method]}
              </span>
              <span className="block text-xs text-stone-600">{hint}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
