import { Container } from '@web/components/layout/container';
import { HydrateInTurn } from '@web/components/layout/hydrate-in-turn';
import { StaticHtml } from '@web/components/layout/static-html';
import { buttonVariants } from '@web/components/ui/button';
import { FeaturedProductsStrip } from '@web/features/catalogue/components/featured-products-strip';
import { FlashDealsSection } from '@web/features/deals/components/flash-deals-section';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  ArrowRight,
  BadgePercent,
  Bike,
  CircleHelp,
  Globe,
  Headphones,
  MapPin,
  Plane,
  ShieldCheck,
  ShoppingBasket,
  Star,
  Store,
  Truck,
  Wallet,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';

const SERVICES = [
  {
    to: '/delivery',
    icon: Truck,
    title: 'Delivery & Logistics',
    text: 'Same-day and scheduled pickup and delivery by motorcycle, van or truck in Ghana’s major cities.',
    tone: 'bg-brand-700 text-white',
  },
  {
    to: '/dhl-shipping',
    icon: Plane,
    title: 'International Shipping (DHL)',
    text: 'We pick up your parcel at your door and ship it anywhere in the world with DHL.',
    tone: 'bg-gold-400 text-brand-950',
  },
  {
    to: '/shop-for-me',
    icon: ShoppingBasket,
    title: 'Shop for Me',
    text: 'Send your list: we buy your groceries and foodstuffs at the market you choose and deliver them.',
    tone: 'bg-flag-red text-white',
  },
  {
    to: '/vendors',
    icon: Store,
    title: 'Vendor Portal',
    text: `Sell on ${SITE_NAME} and reach shoppers across Ghana. You pay a commission only when you sell.`,
    tone: 'bg-brand-900 text-gold-300',
  },
  {
    to: '/driver-rider-application',
    icon: Bike,
    title: 'Driver & Rider Recruitment',
    text: 'Own a car or a motorbike? Deliver with us on the days and shifts that suit you.',
    tone: 'bg-stone-900 text-white',
  },
] as const;

const STATS = [
  { value: '50,000+', label: 'Deliveries completed' },
  { value: '15,000+', label: 'Happy customers' },
  { value: '4.9/5', label: 'Average rating' },
  { value: '16', label: 'Regions covered' },
] as const;

const TRUST = [
  { icon: ShieldCheck, text: 'Secure payments' },
  { icon: Truck, text: 'Free delivery over ₵100' },
  { icon: Wallet, text: 'Mobile Money & cards' },
] as const;

function Hero() {
  return (
    <StaticHtml
      as="section"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      aria-labelledby="hero-heading"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(252_209_22/0.22),transparent_60%),radial-gradient(50rem_30rem_at_-10%_110%,rgb(39_154_102/0.45),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.07] [background-image:repeating-linear-gradient(45deg,#fff_0_2px,transparent_2px_22px)]"
      />
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.35fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-gold-300 ring-1 ring-white/15 sm:text-sm">
            <MapPin className="size-4" aria-hidden="true" />
            Made for Ghana · priced in cedis
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Big deals, delivered <span className="text-gold-400">across Ghana.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            Flash deals up to 90% off, 5,000+ products shipped from the USA and China, and reliable delivery
            to all 16 regions. Pay with Mobile Money, card or on delivery.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/deals" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
              <Zap className="fill-current" aria-hidden="true" />
              Shop Flash Deals
            </Link>
            <Link
              to="/dropshipping"
              className={buttonVariants({
                variant: 'outline',
                size: 'lg',
                className: 'border-white/30 bg-white/5 text-white hover:border-white/60 hover:bg-white/10',
              })}
            >
              <Globe aria-hidden="true" />
              Browse 5,000+ Products
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-100">
            {TRUST.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-gold-400" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </Container>
    </StaticHtml>
  );
}

/** Decorative cards echoing what the shop offers (no images to download). */
function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="rotate-2 rounded-3xl bg-white p-6 text-stone-900 shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-flag-red px-2.5 py-1 text-xs font-bold text-white">
            <Zap className="size-3.5 fill-current" />
            FLASH SALE
          </span>
          <span className="text-sm font-semibold text-stone-500">Today only</span>
        </div>
        <div className="mt-5 flex items-center gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-gold-100 to-gold-300 text-brand-900">
            <Headphones className="size-10" strokeWidth={1.75} />
          </div>
          <div>
            <p className="font-semibold">Wireless Headphones</p>
            <p className="mt-1 flex items-center gap-1 text-sm text-stone-500">
              <Star className="size-4 fill-gold-400 text-gold-500" /> 4.8 · 1,240 reviews
            </p>
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-2xl font-extrabold text-brand-700">₵249.00</span>
              <span className="text-sm text-stone-500 line-through">₵830.00</span>
            </p>
          </div>
        </div>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-stone-100">
          <div className="h-full w-4/5 rounded-full bg-gradient-to-r from-gold-400 to-flag-red" />
        </div>
        <p className="mt-2 text-xs font-medium text-stone-500">80% claimed</p>
      </div>
      <div className="absolute -bottom-10 -left-10 -rotate-3 rounded-2xl bg-white p-4 text-stone-900 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Truck className="size-5" />
          </span>
          <div>
            <p className="text-sm font-semibold">Out for delivery</p>
            <p className="text-xs text-stone-500">East Legon, Accra · today</p>
          </div>
        </div>
      </div>
      <div className="absolute -top-6 -right-6 rotate-6 rounded-2xl bg-gold-400 px-4 py-3 text-brand-950 shadow-xl">
        <p className="flex items-center gap-1.5 text-sm font-extrabold">
          <BadgePercent className="size-5" /> Up to 90% off
        </p>
      </div>
    </div>
  );
}

function ServicesGrid() {
  return (
    <StaticHtml
      as="section"
      className="below-fold py-16 [--below-fold-height:121rem] sm:py-20 sm:[--below-fold-height:54rem]"
      aria-labelledby="services-heading"
    >
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Our services</p>
          <h2
            id="services-heading"
            className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
          >
            More than a marketplace
          </h2>
          <p className="mt-3 text-lg text-stone-600">
            From your doorstep to the world: we deliver, ship, shop and sell with you.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {SERVICES.map(({ to, icon: Icon, title, text, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
              >
                <span className={`flex size-12 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-stone-900">{title}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">{text}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                  Learn more
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </span>
              </Link>
            </li>
          ))}
          <li>
            <div className="flex h-full flex-col justify-between rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm">
              <div>
                <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
                  <CircleHelp className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold">Not sure where to start?</h3>
                <p className="mt-2 text-sm leading-relaxed text-brand-100">
                  Tell us what you need and our team in Accra will help you, Monday to Saturday.
                </p>
              </div>
              <Link
                to="/contact"
                className={buttonVariants({ variant: 'gold', className: 'mt-6 self-start' })}
              >
                Contact us
              </Link>
            </div>
          </li>
        </ul>
      </Container>
    </StaticHtml>
  );
}

function StatsBand() {
  return (
    <StaticHtml
      as="section"
      className="border-y border-stone-200 bg-white"
      aria-label={`${SITE_NAME} in numbers`}
    >
      <Container>
        <dl className="grid grid-cols-2 divide-stone-200 py-10 md:grid-cols-4 md:divide-x">
          {STATS.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse items-center gap-1 px-4 py-4 text-center">
              <dt className="text-sm font-medium text-stone-600">{label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </StaticHtml>
  );
}

/** The home page: hero, featured drop-shipping strip, flash deals, services, stats (docs/product/shop-and-pages.md, "The home page"). */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {/* Each hydrated in a task of its own (ADR 076). */}
      <HydrateInTurn part="featured-products">
        <FeaturedProductsStrip />
      </HydrateInTurn>
      <HydrateInTurn part="flash-deals">
        <FlashDealsSection />
      </HydrateInTurn>
      <ServicesGrid />
      <StatsBand />
    </>
  );
}
