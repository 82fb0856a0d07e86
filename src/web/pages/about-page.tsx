import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { buttonVariants } from '@web/components/ui/button';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  ArrowRight,
  Award,
  Bike,
  Globe,
  HandCoins,
  Headphones,
  Info,
  Lightbulb,
  type LucideIcon,
  MapPinned,
  PackageSearch,
  Plane,
  ShieldCheck,
  ShoppingBasket,
  Store,
  Truck,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Service {
  icon: LucideIcon;
  title: string;
  text: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

/** What the product does, each with the pages that do it (docs/product/shop-and-pages.md, "About"). */
const SERVICES: readonly Service[] = [
  {
    icon: Globe,
    title: 'Shipping from the USA, China and Dubai',
    text: 'Send us the links of what you want from stores abroad. We buy it, ship it and bring it to your door in Ghana, with one price in cedis.',
    links: [
      { to: '/shop-ship-usa', label: 'Shop & Ship USA' },
      { to: '/shop-ship-china', label: 'Shop & Ship China' },
      { to: '/shop-ship-dubai', label: 'Shop & Ship Dubai' },
    ],
  },
  {
    icon: Plane,
    title: 'International shipping with DHL',
    text: 'We pick up your parcel at home or at the office and send it anywhere in the world with DHL, with a quote before anything is shipped.',
    links: [{ to: '/dhl-shipping', label: 'Book a DHL pickup' }],
  },
  {
    icon: Store,
    title: 'Vendor connections',
    text: 'We connect Ghanaian businesses with shoppers across the country: verified vendors list their products and we handle the delivery.',
    links: [{ to: '/vendors', label: 'Register as a vendor' }],
  },
  {
    icon: ShoppingBasket,
    title: 'Shop for Me',
    text: 'Send your list: we buy your groceries and foodstuffs at the market you choose and deliver them when it suits you.',
    links: [{ to: '/shop-for-me', label: 'Send a shopping list' }],
  },
  {
    icon: Truck,
    title: 'Local delivery',
    text: 'Same-day, regular (2-3 days) and scheduled delivery between Accra, Kumasi, Tamale, Cape Coast and Takoradi by motorcycle, van or truck.',
    links: [{ to: '/delivery', label: 'Request a delivery' }],
  },
  {
    icon: Zap,
    title: 'Flash deals and 5,000+ products',
    text: 'Discounted deals from local vendors, paid on delivery, and thousands of products shipped from the USA and China in 24-30 days.',
    links: [
      { to: '/deals', label: 'Flash deals' },
      { to: '/dropshipping', label: 'Browse products' },
    ],
  },
];

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Trust',
    text: 'Clear prices in cedis, verified vendors, pay on delivery for deals, and a reference for every request so you always know where things stand.',
  },
  {
    icon: Award,
    title: 'Excellence',
    text: 'Careful handling, on-time delivery and a real person who answers within 24 hours. We measure ourselves by the parcels that arrive, not the ones we promise.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'Mobile Money and card payments, tracking from your phone, and services built for how people in Ghana really shop and send.',
  },
] as const;

const REASONS = [
  {
    icon: HandCoins,
    title: 'Pay the way you prefer',
    text: 'Mobile Money, Visa or Mastercard, or cash on delivery for flash deals and local deliveries.',
  },
  {
    icon: MapPinned,
    title: 'Delivery across Ghana',
    text: 'From Accra to Tamale, to homes and offices in all 16 regions. Free delivery on orders over ₵100.',
  },
  {
    icon: PackageSearch,
    title: 'Follow every request',
    text: 'Each delivery, shipment and request gets a reference you can track with your phone number.',
  },
  {
    icon: Headphones,
    title: 'People who answer',
    text: 'Our team in Accra replies within 24 hours by phone, e-mail or WhatsApp, Monday to Saturday.',
  },
] as const;

/** /about (docs/product/shop-and-pages.md, "About"): mission, what we do, values, why us, and a call to join. */
export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <PageHeader
        title={`About ${SITE_NAME}`}
        description="Ghana's marketplace and logistics partner: we shop, ship and deliver for families and businesses across the country."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Info className="size-6" aria-hidden="true" />
          </span>
        }
      />

      <Section id="mission" eyebrow="Our mission" title="Everything you need, brought to your door in Ghana">
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-stone-700">
            <p>
              Our mission is to make shopping, shipping and delivery simple, affordable and trustworthy for
              everyone in Ghana, whether the item sits in a market in Kumasi, a warehouse in Guangzhou or a
              store in New York.
            </p>
            <p>
              {SITE_NAME} brings a marketplace and a logistics service together in one place: great deals from
              local vendors, products from abroad, and the riders, drivers and partners who carry them the
              last mile.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <Figure value="5,000+" label="products from the USA and China" />
            <Figure value="16" label="regions we deliver to" />
            <Figure value="24-30" label="days shipping from abroad" />
            <Figure value="24 h" label="to answer every request" />
          </dl>
        </div>
      </Section>

      <Section
        id="what-we-do"
        eyebrow="What we do"
        title="From your doorstep to the world"
        className="border-y border-stone-200 bg-stone-50"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {SERVICES.map(({ icon: Icon, title, text, links }) => (
            <li
              key={title}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-stone-900">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">{text}</p>
              <ul className="mt-5 flex flex-wrap gap-x-4 gap-y-2">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="group inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {link.label}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="values" eyebrow="Our values" title="What we stand for">
        <ul className="grid gap-4 md:grid-cols-3 lg:gap-6">
          {VALUES.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className={`rounded-2xl p-6 ${
                ['bg-brand-800 text-white', 'bg-gold-400 text-brand-950', 'bg-flag-red text-white'][index]
              }`}
            >
              <Icon className="size-8" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-extrabold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed opacity-90">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="why-us"
        eyebrow="Why choose us"
        title={`Why customers choose ${SITE_NAME}`}
        className="border-t border-stone-200 bg-stone-50"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 sm:flex-col">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-stone-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <JoinTheNetwork />
    </>
  );
}

function Section({
  id,
  eyebrow,
  title,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-12 sm:py-16 ${className ?? ''}`}>
      <Container>
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        <h2
          id={headingId}
          className="mt-2 mb-8 max-w-3xl text-2xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-3xl"
        >
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{value}</dd>
    </div>
  );
}

/** The call to join: vendors and drivers or riders. */
function JoinTheNetwork() {
  return (
    <section
      aria-labelledby="join-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_90%_0%,rgb(252_209_22/0.2),transparent_60%)]"
      />
      <Container className="grid gap-8 py-14 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-wider text-gold-300 uppercase">Join our network</p>
          <h2 id="join-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance">
            Grow with {SITE_NAME}
          </h2>
          <p className="mt-3 max-w-xl text-lg leading-relaxed text-brand-100">
            Sell your products to shoppers across Ghana, or earn on your own schedule delivering with your car
            or motorbike. We bring the customers; you bring what you do best.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
          <Link to="/vendors" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
            <Store aria-hidden="true" />
            Become a vendor
          </Link>
          <Link
            to="/driver-rider-application"
            className={buttonVariants({
              variant: 'outline',
              size: 'lg',
              className: 'border-white/30 bg-white/5 text-white hover:border-white/60 hover:bg-white/10',
            })}
          >
            <Bike aria-hidden="true" />
            Become a driver or rider
          </Link>
        </div>
      </Container>
    </section>
  );
}
