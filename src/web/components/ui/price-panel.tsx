import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import type { ReactNode } from 'react';

export interface PricePanelProps {
  /** Money as the API sends it: 2-decimal strings. */
  price: string;
  originalPrice: string;
  /** Shown after the prices on the same line (a deal's "-N%"). */
  badge?: ReactNode;
  /** What the panel holds under the prices: facts, the purchase controls. */
  children: ReactNode;
}

/**
 * A product or deal page's price panel: the price, the original struck through when higher and
 * "You save …" under them, then the page's own content (facts, the purchase controls).
 */
export function PricePanel({ price, originalPrice, badge, children }: PricePanelProps) {
  const original = toPesewas(originalPrice);
  const current = toPesewas(price);
  const saving = original > current ? fromPesewas(original - current) : null;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-extrabold text-brand-700 tabular-nums">
          <span className="sr-only">Price: </span>
          {formatCedis(price)}
        </p>
        {saving ? (
          <p className="text-lg text-stone-500 tabular-nums">
            <span className="sr-only">Original price: </span>
            <s>{formatCedis(originalPrice)}</s>
          </p>
        ) : null}
        {badge}
      </div>
      {saving ? (
        <p className="mt-1 text-sm font-semibold text-flag-red">You save {formatCedis(saving)}</p>
      ) : null}
      {children}
    </div>
  );
}
