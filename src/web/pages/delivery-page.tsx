import { DELIVERY_CITIES, URGENCY_LEVELS } from '@shared/requests/delivery-options';
import { TRACK_PATH } from '@shared/requests/request-kinds';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DeliveryForm } from '@web/features/requests/components/delivery-form';
import { CONTACT } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ClipboardList, MapPinned, PackageCheck, PhoneCall, Search, Truck } from 'lucide-react';
import { Link } from 'react-router';

const STEPS = [
  { icon: ClipboardList, title: 'Book', text: 'Tell us who sends, who receives and what we carry.' },
  { icon: PhoneCall, title: 'Confirm', text: 'We call to confirm the pickup time and the fee.' },
  { icon: Truck, title: 'Pick up', text: 'A rider or driver collects the package at your door.' },
  { icon: PackageCheck, title: 'Deliver', text: 'The receiver gets it; you follow it with your reference.' },
] as const;

/** /delivery (spec 2, section 2): the delivery request between the shop's header and footer. */
export function DeliveryPage() {
  useDocumentTitle('Delivery Request');
  return (
    <>
      <PageHeader
        title="Delivery Request"
        description="Book a pickup and delivery between Ghana's major cities, by motorcycle, mini van or truck. Same-day express available."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Truck className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <DeliveryForm />
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">How it works</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="flex flex-col gap-4">
                {STEPS.map(({ icon: Icon, title, text }, index) => (
                  <li key={title} className="flex gap-3">
                    <span className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="size-5" aria-hidden="true" />
                      <span
                        aria-hidden="true"
                        className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white"
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
          <Card className="bg-brand-900 text-white">
            <CardContent className="flex flex-col gap-3 pt-6 text-sm">
              <p className="font-semibold">Already booked?</p>
              <p className="text-brand-100">Follow your delivery with its reference and your phone number.</p>
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
