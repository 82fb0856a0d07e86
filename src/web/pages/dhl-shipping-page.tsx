import { HowItWorks, TrackPrompt } from '@web/components/form/service-aside';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DhlShippingForm } from '@web/features/dhl/components/dhl-shipping-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleAlert, Plane } from 'lucide-react';

const STEPS = [
  { title: 'Request a pickup', text: 'Tell us what you ship, where to and when to collect it.' },
  { title: 'Confirm and quote', text: 'Within 24 hours we confirm the pickup and give you the price.' },
  { title: 'Pickup at your door', text: 'Our courier collects, packs if needed, and hands it to DHL.' },
  { title: 'DHL delivers', text: 'Follow it with your reference and, once shipped, DHL’s own number.' },
] as const;

const NOT_ACCEPTED = [
  'Cash and jewellery',
  'Firearms and ammunition',
  'Drugs and narcotics',
  'Flammable liquids',
];

/** /dhl-shipping (docs/product/services.md, "DHL pickup and shipping"). */
export function DhlShippingPage() {
  useDocumentTitle('DHL Pickup & Shipping');
  return (
    <>
      <PageHeader
        title="DHL Pickup & Shipping"
        description="We pick up your package at your door anywhere in Ghana and ship it worldwide with DHL Express. You get a quote within 24 hours."
        eyebrow={
          <span className="inline-flex h-12 items-center gap-2 rounded-xl bg-gold-400 px-4 text-xl font-extrabold tracking-wider text-flag-red shadow-sm">
            <Plane className="size-6" aria-hidden="true" />
            DHL
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <DhlShippingForm />
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <HowItWorks steps={STEPS} />
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
          <TrackPrompt text="Follow your shipment with its reference and your contact number." />
        </aside>
      </Container>
    </>
  );
}
