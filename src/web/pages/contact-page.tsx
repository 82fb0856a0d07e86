import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ContactForm } from '@web/features/requests/components/contact-form';
import { BUSINESS_HOURS, CONTACT } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

/** /contact (docs/product/services.md, "Contact"): the form, how to reach us and the business hours. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHeader
        title="Contact Us"
        description="Questions about an order, a delivery or a service? Send us a message and we'll get back to you within 24 hours."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Mail className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Get in touch</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-4 text-sm">
                <ContactLine icon={Phone} label="Phone">
                  <a
                    href={CONTACT.phoneHref}
                    className="flex min-h-6 w-fit items-center hover:text-brand-700 hover:underline"
                  >
                    {CONTACT.phone}
                  </a>
                  <a
                    href={CONTACT.phone2Href}
                    className="flex min-h-6 w-fit items-center hover:text-brand-700 hover:underline"
                  >
                    {CONTACT.phone2}
                  </a>
                </ContactLine>
                <ContactLine icon={Mail} label="Email">
                  <a href={CONTACT.emailHref} className="break-all hover:text-brand-700 hover:underline">
                    {CONTACT.email}
                  </a>
                </ContactLine>
                <ContactLine icon={MapPin} label="Location">
                  {CONTACT.location}
                </ContactLine>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Clock className="size-5 text-brand-700" aria-hidden="true" />
                Business Hours
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="flex flex-col gap-2 text-sm">
                {BUSINESS_HOURS.map(({ days, hours }) => (
                  <div key={days} className="flex justify-between gap-4">
                    <dt className="text-stone-600">{days}</dt>
                    <dd className="font-semibold text-stone-900">{hours}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>
      </Container>
    </>
  );
}

function ContactLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold text-stone-900">{label}</p>
        <div className="text-stone-700">{children}</div>
      </div>
    </li>
  );
}
