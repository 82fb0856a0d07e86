import { DELIVERY_CITIES, URGENCY_LEVELS } from '@shared/requests/delivery-options';
import { HowItWorks, TrackPrompt } from '@web/components/form/service-aside';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { StaticHtml } from '@web/components/layout/static-html';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DeliveryForm } from '@web/features/requests/components/delivery-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { MapPinned, Truck } from 'lucide-react';

const STEPS = [
  { title: 'Book', text: 'Tell us who sends, who receives and what we carry.' },
  { title: 'Confirm', text: 'We call to confirm the pickup time and the fee.' },
  { title: 'Pick up', text: 'A rider or driver collects the package at your door.' },
  { title: 'Deliver', text: 'The receiver gets it; you follow it with your reference.' },
] as const;

/**
 * /delivery (docs/product/services.md, "Delivery request"): the delivery request between the shop's header and footer. Only the
 * form is hydrated; the title band and the aside stay the server's HTML (ADR 051).
 */
export function DeliveryPage() {
  useDocumentTitle('Delivery Request');
  return (
    <>
      <StaticHtml>
        <PageHeader
          title="Delivery Request"
          description="Book a pickup and delivery between Ghana's major cities, by motorcycle, mini van or truck. Same-day express available."
          eyebrow={
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
              <Truck className="size-6" aria-hidden="true" />
            </span>
          }
        />
      </StaticHtml>
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <DeliveryForm />
        <StaticHtml as="aside" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <HowItWorks steps={STEPS} />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <MapPinned className="size-5 text-brand-700" aria-hidden="true" />
                Where and how fast
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm text-stone-700">
              <p>
                We pick up and deliver in{' '}
                {DELIVERY_CITIES.options
                  .map((city) => city.label)
                  .join(', ')
                  .replace(/, ([^,]*)$/, ' and $1')}
                .
              </p>
              <ul className="flex flex-col gap-1">
                {URGENCY_LEVELS.options.map((level) => (
                  <li key={level.value} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-400" />
                    {level.label}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <TrackPrompt text="Follow your delivery with its reference and your phone number." />
        </StaticHtml>
      </Container>
    </>
  );
}
