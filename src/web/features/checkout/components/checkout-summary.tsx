import type { Product } from '@shared/catalogue/product';
import { deliveryEstimate } from '@shared/catalogue/shipping-time';
import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { PolicyLink } from '@web/components/layout/policy-link';
import { Button } from '@web/components/ui/button';
import { ChoiceChips } from '@web/components/ui/choice-chips';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { useOnline } from '@web/lib/use-online';
import { Lock } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface CheckoutSummaryProps {
  product: Product;
  quantity: number;
  selectedColor: string | null;
  selectedSize: string | null;
  onColorChange: (color: string) => void;
  onSizeChange: (size: string) => void;
  colorError?: string;
  sizeError?: string;
  quantityError?: string;
  /** The order is being saved or the payment started: "Saving Order...". */
  busy: boolean;
  /** Above the button: what became of an order sent offline. */
  notice?: ReactNode;
}

/**
 * Offline, the button saves the order on the device instead of paying: it is placed when the
 * connection returns, and paid then (docs/decisions/056). The label and the line under it say so.
 */
export const CHECKOUT_OFFLINE = {
  button: 'Save Order (Pay When Online)',
  note: "You're offline. Paying needs a connection: your order can be saved on this device now, placed when the connection returns, and paid then.",
} as const;

/**
 * The Order Summary (docs/product/cart-and-checkout.md, "The drop-shipping checkout"): image, name, the colour and size (which can
 * still be changed here), quantity, unit price, subtotal, shipping "Free", total, the estimated
 * delivery, the supplier and "Pay Now". The server charges the same: it prices the order itself.
 */
export function CheckoutSummary({
  product,
  quantity,
  selectedColor,
  selectedSize,
  onColorChange,
  onSizeChange,
  colorError,
  sizeError,
  quantityError,
  busy,
  notice,
}: CheckoutSummaryProps) {
  const headingId = useId();
  // A payment is never queued (docs/decisions/046): offline, only the order is (056).
  const online = useOnline();
  const total = fromPesewas(toPesewas(product.price) * quantity);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-stone-900">
        Order Summary
      </h2>

      <div className="mt-4 flex gap-3">
        <FallbackImage
          src={product.imageUrl}
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-xl border border-stone-200 object-cover"
        />
        <div className="min-w-0">
          <p className="line-clamp-3 font-semibold break-words text-stone-900" data-testid="summary-name">
            {product.name}
          </p>
          <p className="mt-1 text-sm text-stone-600">Supplier: {product.supplier}</p>
        </div>
      </div>

      {product.colors.length > 0 || product.sizes.length > 0 ? (
        <div className="mt-4 flex flex-col gap-4 border-t border-stone-100 pt-4">
          {product.colors.length > 0 ? (
            <ChoiceChips
              legend="Color"
              name="selectedColor"
              options={product.colors}
              value={selectedColor}
              onChange={onColorChange}
              error={colorError}
            />
          ) : null}
          {product.sizes.length > 0 ? (
            <ChoiceChips
              legend="Size"
              name="selectedSize"
              options={product.sizes}
              value={selectedSize}
              onChange={onSizeChange}
              error={sizeError}
            />
          ) : null}
        </div>
      ) : null}

      <dl className="mt-4 flex flex-col gap-2 border-t border-stone-100 pt-4 text-sm">
        <Row term="Quantity" value={String(quantity)} />
        <Row term="Unit price" value={formatCedis(product.price)} />
        <Row term="Subtotal" value={formatCedis(total)} />
        <Row term="Shipping" value="Free" valueClassName="font-semibold text-brand-700" />
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-stone-100 pt-3">
          <dt className="text-base font-bold text-stone-900">Total</dt>
          <dd className="text-xl font-extrabold text-brand-800 tabular-nums" data-testid="checkout-total">
            {formatCedis(total)}
          </dd>
        </div>
      </dl>
      {quantityError ? <p className="mt-2 text-sm font-medium text-red-700">{quantityError}</p> : null}

      <p className="mt-4 rounded-xl bg-stone-50 px-3 py-2.5 text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Estimated delivery:</span>{' '}
        {deliveryEstimate(product.shippingTime, product.country)}
      </p>

      {notice ? <div className="mt-5">{notice}</div> : null}
      {product.inStock ? (
        <>
          <Button
            type="submit"
            size="lg"
            busy={busy}
            aria-describedby={online || notice ? undefined : 'checkout-offline'}
            className="mt-5 w-full"
          >
            {busy ? 'Saving Order...' : online ? 'Pay Now' : CHECKOUT_OFFLINE.button}
          </Button>
          {/* Once the order waits (the notice says so), the note is said. */}
          {online || notice ? null : (
            <p id="checkout-offline" role="status" className="mt-2 text-sm font-medium text-amber-800">
              {CHECKOUT_OFFLINE.note}
            </p>
          )}
        </>
      ) : (
        <Button type="button" size="lg" variant="secondary" disabled className="mt-5 w-full">
          Out of Stock
        </Button>
      )}
      <p className="mt-3 flex items-start gap-1.5 text-xs text-stone-500">
        <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>
          By placing this order you agree to our <PolicyLink to="/terms">terms of service</PolicyLink> and{' '}
          <PolicyLink to="/privacy">privacy policy</PolicyLink>. See{' '}
          <PolicyLink to="/returns">returns &amp; refunds</PolicyLink>.
        </span>
      </p>
    </section>
  );
}

function Row({ term, value, valueClassName }: { term: string; value: string; valueClassName?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className={valueClassName ?? 'font-medium text-stone-900 tabular-nums'}>{value}</dd>
    </div>
  );
}
