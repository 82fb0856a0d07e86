import { Container } from '@web/components/layout/container';
import { Logo } from '@web/components/layout/logo';
import { StaticHtml } from '@web/components/layout/static-html';
import { CONTACT, COPYRIGHT_YEAR, SITE_NAME } from '@web/lib/site';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { PaymentBadges } from './payment-badges';

export const FOOTER_SERVICES = [
  { to: '/delivery', label: 'Delivery & Logistics' },
  { to: '/dhl-shipping', label: 'DHL Pickup & Shipping' },
  { to: '/shop-for-me', label: 'Shop for Me' },
  { to: '/shop-ship-usa', label: 'Shop & Ship USA' },
  { to: '/shop-ship-china', label: 'Shop & Ship China' },
  { to: '/shop-ship-dubai', label: 'Shop & Ship Dubai' },
  { to: '/insurance', label: 'Insurance' },
] as const;

export const FOOTER_COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/vendors', label: `Sell on ${SITE_NAME}` },
  { to: '/driver-rider-application', label: 'Become a Driver or Rider' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/support', label: 'Support' },
  { to: '/track', label: 'Track a request' },
  { to: '/admin', label: 'Admin (staff only)' },
] as const;

export const FOOTER_POLICIES = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
] as const;

const linkClass =
  'rounded text-sm text-stone-300 transition-colors hover:text-white hover:underline underline-offset-4';
const headingClass = 'text-xs font-bold tracking-wider text-gold-400 uppercase';

function LinkList({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same on every page: kept as the server's HTML on a server-rendered page (not hydrated). */
export function Footer() {
  return (
    <StaticHtml
      as="footer"
      className="below-fold mt-auto bg-brand-950 text-stone-300 [--below-fold-height:56rem] sm:[--below-fold-height:29rem]"
    >
      <div className="flag-stripe h-1" aria-hidden="true" />
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.5fr_1fr_1fr_1.1fr] lg:gap-10">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo tone="light" className="self-start" />
          <p className="max-w-sm text-sm leading-relaxed text-stone-400">
            Flash deals, products from the USA and China, and delivery across all 16 regions of Ghana. Pay
            with Mobile Money, card or on delivery.
          </p>
        </div>

        <LinkList title="Services" links={FOOTER_SERVICES} />
        <LinkList title="Company" links={FOOTER_COMPANY} />

        <div className="col-span-2 sm:col-span-1">
          <h2 className={headingClass}>Connect</h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            <li>
              <a href={CONTACT.phoneHref} className={`${linkClass} inline-flex items-center gap-2`}>
                <Phone className="size-4 text-gold-400" aria-hidden="true" />
                {CONTACT.phone}
              </a>
            </li>
            <li>
              <a href={CONTACT.emailHref} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4 text-gold-400" aria-hidden="true" />
                {CONTACT.email}
              </a>
            </li>
            <li>
              <a
                href={CONTACT.whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <MessageCircle className="size-4 text-gold-400" aria-hidden="true" />
                WhatsApp {CONTACT.whatsapp}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
            <li className="inline-flex items-center gap-2 text-stone-400">
              <MapPin className="size-4 text-gold-400" aria-hidden="true" />
              {CONTACT.location}
            </li>
          </ul>
        </div>
      </Container>

      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-5 py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <p className="text-xs font-semibold tracking-wide text-stone-400 uppercase">We accept</p>
            <PaymentBadges />
          </div>
          <div className="flex flex-col gap-2 md:items-end">
            <nav aria-label="Policies">
              <ul className="flex flex-wrap gap-x-4 gap-y-2">
                {FOOTER_POLICIES.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="text-sm text-stone-400">
              © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
            </p>
          </div>
        </Container>
      </div>
    </StaticHtml>
  );
}
