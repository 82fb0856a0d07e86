import { StaticHtml } from '@web/components/layout/static-html';
import { CreditCard, PackageCheck, ShoppingCart } from 'lucide-react';

const STEPS = [
  {
    icon: ShoppingCart,
    title: 'Choose Products',
    text: 'Browse thousands of products from suppliers in the USA and China, with prices in cedis.',
  },
  {
    icon: CreditCard,
    title: 'Make Payment',
    text: 'Pay securely with Mobile Money or a debit card. Shipping to Ghana is free.',
  },
  {
    icon: PackageCheck,
    title: 'Order Fulfillment',
    text: 'The supplier ships your order and we deliver it to your door, with updates by e-mail.',
  },
] as const;

/** "How Drop Shipping Works" in three steps (docs/product/catalogue.md, "The catalogue page"). */
export function HowDropShippingWorks() {
  return (
    <StaticHtml
      as="section"
      aria-labelledby="how-it-works-heading"
      className="border-t border-stone-200 bg-white py-12 sm:py-16"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="how-it-works-heading"
          className="text-center text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
        >
          How Drop Shipping Works
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
                <Icon className="size-7" aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-gold-400 text-xs font-extrabold text-brand-950"
                >
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-1 max-w-xs text-sm leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </StaticHtml>
  );
}
