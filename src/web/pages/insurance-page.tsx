import { INSURANCE_TYPES } from '@shared/requests/insurance-options';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { InsuranceForm } from '@web/features/requests/components/insurance-form';
import { ServiceSteps } from '@web/features/requests/components/service-steps';
import { CONTACT } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  FileCheck2,
  FileSignature,
  Home,
  type LucideIcon,
  Send,
  ShieldCheck,
  Timer,
  Truck,
} from 'lucide-react';

const BENEFITS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheck,
    title: 'Comprehensive Coverage',
    text: 'Motor, travel, property, life and health insurance, arranged with one request.',
  },
  {
    icon: Home,
    title: 'Home & Office Delivery',
    text: 'Your policy documents are brought to your home or office at a time that suits you.',
  },
  {
    icon: Timer,
    title: 'Fast Processing',
    text: 'We contact you within 24 hours to process your request.',
  },
];

const STEPS = [
  {
    icon: Send,
    title: 'Submit Request',
    text: 'Tell us who you are, the cover you need and where to deliver your documents.',
  },
  {
    icon: FileSignature,
    title: 'Quote Processing',
    text: 'We contact you within 24 hours, go over the details and give you a quote.',
  },
  {
    icon: FileCheck2,
    title: 'Policy Creation',
    text: 'Once you accept the quote, your policy is prepared.',
  },
  {
    icon: Truck,
    title: 'Document Delivery',
    text: 'We deliver your policy documents to your home or office.',
  },
] as const;

/** /insurance (docs/product/services.md, "Insurance"): benefits, the "Request Insurance Policy" form and How It Works. */
export function InsurancePage() {
  useDocumentTitle('Insurance');
  return (
    <>
      <PageHeader
        title="Insurance"
        description="Request motor, travel, property, life or health insurance without leaving home: we process your request and deliver your policy documents to you."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
        }
      >
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="mt-3 font-semibold text-stone-900">{title}</p>
              <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </PageHeader>

      <Container className="grid items-start gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="insurance-form-heading" className="flex flex-col gap-4">
          <h2 id="insurance-form-heading" className="text-2xl font-extrabold tracking-tight text-stone-900">
            Request Insurance Policy
          </h2>
          <InsuranceForm />
        </section>
        <aside className="flex flex-col gap-6 lg:mt-12" aria-label="About our insurance">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Insurance we arrange</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-wrap gap-2">
                {INSURANCE_TYPES.map(({ value, label }) => (
                  <li
                    key={value}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                  >
                    {label}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Questions first?</CardTitle>
            </CardHeader>
            <CardContent className="text-sm leading-relaxed text-stone-700">
              Call us on{' '}
              <a href={CONTACT.phoneHref} className="font-semibold text-brand-700 hover:underline">
                {CONTACT.phone}
              </a>{' '}
              or write to{' '}
              <a href={CONTACT.emailHref} className="font-semibold break-all text-brand-700 hover:underline">
                {CONTACT.email}
              </a>
              .
            </CardContent>
          </Card>
        </aside>
      </Container>

      <section
        aria-labelledby="how-it-works-heading"
        className="border-t border-stone-200 bg-stone-50 py-12 sm:py-16"
      >
        <Container>
          <h2
            id="how-it-works-heading"
            className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl"
          >
            How It Works
          </h2>
          <div className="mt-6">
            <ServiceSteps steps={STEPS} layout="row" />
          </div>
        </Container>
      </section>
    </>
  );
}
