import { TRACK_KINDS } from '@shared/requests/request-kinds';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TrackedOrderTimeline } from '@web/features/orders/components/tracked-order-timeline';
import { TrackRequestLookup } from '@web/features/requests/components/track-request-lookup';
import { CONTACT } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LifeBuoy, Mail, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

/** /track: a visitor follows a request with its reference and the phone number or e-mail on it. */
export function TrackPage() {
  useDocumentTitle('Track a request');
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().slice(0, 40) ?? '';
  const token = params.get('token')?.slice(0, 200) ?? '';

  return (
    <>
      <PageHeader
        title="Track a request"
        description="See the status of an order, a delivery, a DHL shipment, a vendor registration or any service request you sent us."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Search className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem] lg:items-start">
        {/* A new ?reference= (another success message's link) starts a fresh form. */}
        <TrackRequestLookup
          key={`${reference} ${token}`}
          initialReference={reference}
          initialToken={token}
          renderOrder={(request) => <TrackedOrderTimeline request={request} />}
        />

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Where is my reference?</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4 text-sm text-stone-700">
              <p>
                It is shown when you submit a form, and it is in the confirmation e-mail we send you. Its
                first three letters say what kind of request it is:
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
                {Object.values(TRACK_KINDS).map(({ prefix, label }) => (
                  <div key={prefix} className="contents">
                    <dt className="font-mono font-semibold text-stone-900">{prefix}</dt>
                    <dd>{label}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Need help?</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-3 text-sm">
                <li>
                  <Link
                    to="/support"
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
                  >
                    <LifeBuoy className="size-4" aria-hidden="true" />
                    Support and frequent questions
                  </Link>
                </li>
                <li>
                  <a
                    href={CONTACT.emailHref}
                    className="inline-flex items-center gap-2 font-semibold break-all text-brand-700 hover:underline"
                  >
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {CONTACT.email}
                  </a>
                </li>
              </ul>
            </CardContent>
          </Card>
        </div>
      </Container>
    </>
  );
}
