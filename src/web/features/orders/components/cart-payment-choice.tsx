import { GHANA_REGIONS, type GhanaRegion } from '@shared/ghana-regions';
import { formatCedis, sumAmounts } from '@shared/money';
import { type DeliveryFeesResponse, deliveryFeeFor } from '@shared/orders/delivery-fee';
import {
  CART_PAYMENT_METHOD_LABELS,
  CART_PAYMENT_METHODS,
  type DealOrderPaymentMethod,
} from '@shared/orders/order';
import { SelectField } from '@web/components/form/select-field';
import { cn } from '@web/lib/cn';
import { Banknote, CreditCard, Smartphone } from 'lucide-react';

const DETAILS: Record<DealOrderPaymentMethod, { icon: typeof CreditCard; hint: string }> = {
  pay_on_delivery: { icon: Banknote, hint: 'Cash or MoMo when it arrives' },
  mobile_money: { icon: Smartphone, hint: 'Pay now: MTN MoMo, Telecel Cash, AT Money' },
  debit_card: { icon: CreditCard, hint: 'Pay now: Visa, Mastercard' },
};

export interface CartPaymentChoiceProps {
  subtotal: string;
  fees: DeliveryFeesResponse | undefined;
  region: GhanaRegion;
  onRegionChange: (region: GhanaRegion) => void;
  paymentMethod: DealOrderPaymentMethod;
  onPaymentMethodChange: (method: DealOrderPaymentMethod) => void;
}

/** The fee the cart's checkout will charge to `region` (the server computes the same; ADR 040). */
export function cartDeliveryFee(
  subtotal: string,
  fees: DeliveryFeesResponse | undefined,
  region: GhanaRegion,
) {
  const regionFee = fees?.fees.find((fee) => fee.region === region)?.fee;
  return regionFee === undefined ? null : deliveryFeeFor(subtotal, regionFee);
}

/**
 * The cart checkout's region (it sets the delivery fee under GH₵100), the fee and total it makes,
 * and how to pay: on delivery, or now by Mobile Money or card.
 */
export function CartPaymentChoice({
  subtotal,
  fees,
  region,
  onRegionChange,
  paymentMethod,
  onPaymentMethodChange,
}: CartPaymentChoiceProps) {
  const fee = cartDeliveryFee(subtotal, fees, region);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Region"
        required
        options={GHANA_REGIONS.options}
        value={region}
        onChange={(event) => onRegionChange(event.target.value as GhanaRegion)}
      />
      <dl className="flex flex-col gap-1 rounded-xl border border-stone-200 p-3 text-sm">
        <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
          <dt className="text-stone-600">Delivery</dt>
          <dd className="font-semibold tabular-nums" data-testid="checkout-delivery-fee">
            {fee === null ? '…' : fee === '0.00' ? 'Free' : formatCedis(fee)}
          </dd>
          {/* A second description of the delivery, on a line of its own: a list of terms holds only terms and descriptions. */}
          {fee !== null && fee !== '0.00' && fees ? (
            <dd className="basis-full text-xs text-stone-500">
              Free delivery on orders of {formatCedis(fees.freeFrom)} and above.
            </dd>
          ) : null}
        </div>
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 font-bold">
          <dt>Total to pay</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {fee === null ? '…' : formatCedis(sumAmounts([subtotal, fee]))}
          </dd>
        </div>
      </dl>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-stone-900">Payment Method</legend>
        {CART_PAYMENT_METHODS.map((method) => {
          const { icon: Icon, hint } = DETAILS[method];
          const checked = method === paymentMethod;
          return (
            <label
              key={method}
              className={cn(
                'flex min-w-0 cursor-pointer items-center gap-2 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name="cartPaymentMethod"
                value={method}
                checked={checked}
                onChange={() => onPaymentMethodChange(method)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-stone-900">
                  {CART_PAYMENT_METHOD_LABELS[method]}
                </span>
                <span className="block text-xs text-stone-600">{hint}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
