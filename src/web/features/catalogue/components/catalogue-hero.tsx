import { StaticHtml } from '@web/components/layout/static-html';
import { buttonVariants } from '@web/components/ui/button';
import { Clock, Globe, Package, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

/** The store's three claims (docs/product/catalogue.md, "The catalogue page"). */
const CLAIMS = [
  { icon: Package, title: '5000+ Products', text: 'From trusted suppliers' },
  { icon: Clock, title: '24-30 Days Shipping', text: 'From both USA and China' },
  { icon: Globe, title: 'Global Shipping', text: 'To Ghana and Africa' },
] as const;

/** The catalogue page's hero: what the store is, Shop & Ship links and the three claims. */
export function CatalogueHero() {
  return (
    <StaticHtml
      as="section"
      aria-labelledby="catalogue-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_90%_-20%,rgb(252_209_22/0.2),transparent_60%),radial-gradient(40rem_25rem_at_-10%_120%,rgb(39_154_102/0.45),transparent_60%)]"
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-col gap-4 sm:gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-xs font-bold tracking-wider text-gold-300 uppercase sm:text-sm">
              Drop Shipping Store
            </p>
            <h1
              id="catalogue-heading"
              className="mt-2 text-[1.625rem] leading-tight font-extrabold tracking-tight text-balance sm:text-4xl"
            >
              Products from the USA &amp; China, delivered to Ghana
            </h1>
            <p className="mt-2 text-sm text-brand-100 sm:mt-3 sm:text-lg">
              Order from verified suppliers abroad and pay in cedis with Mobile Money or card.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">
            <Link
              to="/shop-ship-usa"
              className={buttonVariants({
                variant: 'gold',
                className: 'px-2 text-[13px] sm:px-4 sm:text-sm',
              })}
            >
              <ShoppingBag className="max-sm:hidden" aria-hidden="true" />
              {/* One text item: the button's flex gap would space out the parts. */}
              <span>
                Shop &amp; Ship <span className="max-sm:hidden">from </span>
                USA
              </span>
            </Link>
            <Link
              to="/shop-ship-china"
              className={buttonVariants({
                variant: 'outline',
                className:
                  'border-white/30 bg-white/5 px-2 text-[13px] text-white hover:border-white/60 hover:bg-white/10 sm:px-4 sm:text-sm',
              })}
            >
              <ShoppingBag className="max-sm:hidden" aria-hidden="true" />
              {/* One text item: the button's flex gap would space out the parts. */}
              <span>
                Shop &amp; Ship <span className="max-sm:hidden">from </span>
                China
              </span>
            </Link>
          </div>
        </div>
        <ul className="mt-4 grid grid-cols-3 gap-2 sm:mt-8 sm:gap-4">
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex flex-col gap-1 rounded-xl bg-white/10 p-2.5 ring-1 ring-white/15 sm:flex-row sm:items-center sm:gap-3 sm:p-4"
            >
              <Icon className="size-5 shrink-0 text-gold-400 sm:size-6" aria-hidden="true" />
              <span>
                <span className="block text-sm leading-tight font-bold sm:text-base">{title}</span>
                <span className="hidden text-sm text-brand-100 sm:block">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </StaticHtml>
  );
}
