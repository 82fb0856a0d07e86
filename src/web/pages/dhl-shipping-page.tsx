import { TRACK_PATH } from '@shared/requests/request-kinds';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DhlShippingForm } from '@web/features/dhl/components/dhl-shipping-form';
import { CONTACT } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CalendarCheck, CircleAlert, FileText, Plane, Search, Truck } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  {
    icon: FileText,
    title: 'Request a pickup',
    text: 'Tell us what you ship, where to and when to collect it.',
  },
  {
    icon: CalendarCheck,
    title: 'Confirm and quote',
    text: 'Within 24 hours we confirm the pickup and give you the price.',
  },
  {
    icon: Truck,
    title: 'Pickup at your door',
    text: 'Our courier collects, packs if needed, and hands it to DHL.',
  },
  {
    icon: Plane,
    title: 'DHL delivers',
    text: 'Follow it with your reference and, once shipped, DHL’s number.',
  },
] as const;

const NOT_ACCEPTED = [
  'Cash and jewellery',
  'Firearms and ammunition',
  'Drugs and narcotics',
  'Flammable liquids',
];

/** /dhl-shipping (spec 2, section 2). */
export function DhlShippingPage() {
  useDocumentTitle('DHL Pickup & Shipping');
  return (
    <>
      <PageHeader
        title="DHL Pickup & Shipping"
        description="We pick up your package at your door anywhere in Ghana and ship it worldwide with DHL Express. You get a quote within 24 hours."
        eyebrow={
          <span className="inline-flex h-12 items-center gap-2 rounded-xl bg-gold-400 px-4 font-extrabold tracking-wider text-flag-red shadow-sm">
            <Plane className="size-6" aria-hidden="true" />
            DHL
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <DhlShippingForm />
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">How it works</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="flex flex-col gap-4">
                {STEPS.map(({ icon: Icon, title, text }, index) => (
                  <li key={title} className="flex gap-3">
                    <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-brand-900">
                      <Icon className="size-5" aria-hidden="true" />
                      <span
                        aria-hidden="true"
                        className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-flag-red text-[11px] font-bold text-white"
                      >
                        {index + 1}
                      </span>
                    </span>
                    <div className="text-sm">
                      <p className="font-semibold text-stone-900">{title}</p>
                      <p className="text-stone-600">{text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <CircleAlert className="size-5 text-flag-red" aria-hidden="true" />
                We cannot ship
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1 text-sm text-stone-700">
                {NOT_ACCEPTED.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-flag-red" />
                    {item}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-stone-600">Not sure about an item? Ask us before booking.</p>
            </CardContent>
          </Card>
          <Card className="bg-brand-900 text-white">
            <CardContent className="flex flex-col gap-3 pt-6 text-sm">
              <p className="font-semibold">Already booked?</p>
              <p className="text-brand-100">
                Follow your shipment with its reference and your contact number.
              </p>
              <Link
                to={TRACK_PATH}
                className="inline-flex items-center gap-2 font-semibold text-gold-300 hover:underline"
              >
                <Search className="size-4" aria-hidden="true" />
                Track a request
              </Link>
              <p className="text-brand-100">
                Questions? Call{' '}
                <a href={CONTACT.phoneHref} className="font-semibold text-white hover:underline">
                  {CONTACT.phone}
                </a>
              </p>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
