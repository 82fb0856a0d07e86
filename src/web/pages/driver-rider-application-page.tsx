import { MINIMUM_APPLICANT_AGE } from '@shared/requests/driver-rider-options';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DriverRiderApplicationForm } from '@web/features/requests/components/driver-rider-application-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Bike, Car, CircleCheck } from 'lucide-react';

const REQUIREMENTS = [
  `${MINIMUM_APPLICANT_AGE} years or older`,
  "A valid driver's license",
  'A phone number we can reach you on',
  'An emergency contact',
] as const;

const PERKS = [
  { title: 'Your hours', text: 'Weekdays, weekends, evenings or nights: you choose.' },
  { title: 'Your city', text: 'Deliver in the region where you live.' },
  { title: 'Quick answer', text: 'We review every application within 2-3 business days.' },
] as const;

/** /driver-rider-application (docs/product/services.md, "Driver and rider application"). */
export function DriverRiderApplicationPage() {
  useDocumentTitle('Driver & Rider Application');
  return (
    <>
      <PageHeader
        title="Driver & Rider Application"
        description="Own a car, a van or a motorbike? Deliver with us on the days and shifts that suit you."
        eyebrow={
          <span className="inline-flex gap-2">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
              <Car className="size-6" aria-hidden="true" />
            </span>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gold-400 text-brand-950 shadow-sm">
              <Bike className="size-6" aria-hidden="true" />
            </span>
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
        <DriverRiderApplicationForm />
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">What you need</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-2 text-sm text-stone-700">
                {REQUIREMENTS.map((requirement) => (
                  <li key={requirement} className="flex items-start gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {requirement}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Why deliver with us</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4">
                {PERKS.map(({ title, text }) => (
                  <li key={title} className="border-l-4 border-gold-400 pl-3">
                    <div className="text-sm">
                      <p className="font-semibold text-stone-900">{title}</p>
                      <p className="text-stone-600">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </Container>
    </>
  );
}
