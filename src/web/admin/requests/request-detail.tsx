import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { formatDateTime } from '@shared/dates';
import { REQUEST_ADMIN_MESSAGES } from '@shared/requests/request-status';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { LandedCostBreakdown } from '@web/features/requests/components/landed-cost-breakdown';
import { errorMessage } from '@web/lib/api';
import { Link } from 'react-router';
import { useRequest } from '../api/get-request';
import { QuotePanel } from './quote-panel';
import { RequestMessages } from './request-messages';
import { RequestStatusBadge } from './request-status-badge';
import { RequestUpdateForm } from './request-update-form';

/** Where DHL shipments and vendor registrations are changed. */
const OWN_VIEW = {
  dhl: {
    to: ADMIN_PAGES.dhl,
    label: 'Open DHL Shipment Management',
    text: 'DHL shipments keep their own statuses, tracking numbers and prices: update them in DHL Shipment Management.',
  },
  vendor: {
    to: ADMIN_PAGES.vendors,
    label: 'Open Vendors',
    text: 'Vendor registrations are verified or rejected in Vendors, where the vendor is told by e-mail.',
  },
} as const;

/** Every submitted field of one request (as text: React escapes it), then its status and note. */
export function RequestDetail({ reference, onDone }: { reference: string; onDone: () => void }) {
  const request = useRequest(reference);
  if (request.isPending) return <Spinner label="Loading the request…" />;
  if (request.isError) {
    return (
      <div role="alert" className="text-center">
        <p className="text-stone-700">
          {errorMessage(request.error, REQUEST_ADMIN_MESSAGES.fetchFailed, [404])}
        </p>
        <Button className="mt-4" variant="outline" onClick={() => request.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const detail = request.data;
  const ownView = detail.kind === 'dhl' || detail.kind === 'vendor' ? OWN_VIEW[detail.kind] : null;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
        <RequestStatusBadge status={detail.status} own={detail.sourceStatusLabel} />
        <span>Received {formatDateTime(detail.createdAt)}</span>
        <span>Updated {formatDateTime(detail.updatedAt)}</span>
      </div>
      <section aria-labelledby="request-fields">
        <h3 id="request-fields" className="font-bold text-stone-900">
          What was submitted
        </h3>
        <dl className="mt-2 divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
          {detail.fields.map((item) => (
            <div key={item.label} className="grid gap-1 px-3 py-2 sm:grid-cols-[11rem_1fr] sm:gap-3">
              <dt className="text-stone-500">{item.label}</dt>
              <dd className="min-w-0 break-words whitespace-pre-wrap text-stone-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {detail.landedCost ? (
        <section aria-labelledby="request-landed-cost">
          <h3 id="request-landed-cost" className="font-bold text-stone-900">
            Landed cost estimate
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            {detail.landedCost.quantity} × {detail.landedCost.currency} {detail.landedCost.itemPrice},{' '}
            {detail.landedCost.weightKg} kg each, as the shop worked it out when the request arrived.
          </p>
          <div className="mt-2">
            <LandedCostBreakdown estimate={detail.landedCost} />
          </div>
        </section>
      ) : null}
      {detail.kind === 'driver_rider_application' &&
      detail.status !== 'completed' &&
      detail.status !== 'cancelled' ? (
        <section aria-labelledby="request-approve">
          <h3 id="request-approve" className="font-bold text-stone-900">
            Approve as a rider
          </h3>
          <p className="mt-1 text-sm text-stone-600">
            Approving makes a rider account with this vehicle, zone and availability, and sends the applicant
            a link to set a password.
          </p>
          <Link
            to={`${ADMIN_PAGES.riders}?application=${encodeURIComponent(detail.reference)}`}
            className={buttonVariants({ className: 'mt-2' })}
          >
            Open in Riders
          </Link>
        </section>
      ) : null}
      {detail.quoting.quotable ? (
        <>
          <section aria-labelledby="request-quote">
            <h3 id="request-quote" className="font-bold text-stone-900">
              Quote
            </h3>
            <div className="mt-2">
              <QuotePanel request={detail} />
            </div>
          </section>
          <section aria-labelledby="request-messages">
            <h3 id="request-messages" className="font-bold text-stone-900">
              Messages with the requester
            </h3>
            <div className="mt-2">
              <RequestMessages request={detail} />
            </div>
          </section>
        </>
      ) : null}
      <section aria-labelledby="request-status">
        <h3 id="request-status" className="font-bold text-stone-900">
          Status and note
        </h3>
        <div className="mt-2">
          {ownView ? (
            <div className="flex flex-col gap-3 text-sm text-stone-700">
              <p>{ownView.text}</p>
              {detail.adminNote ? (
                <p className="break-words whitespace-pre-wrap">
                  <span className="font-semibold">Admin notes: </span>
                  {detail.adminNote}
                </p>
              ) : null}
              <Link
                to={ownView.to}
                className={buttonVariants({ variant: 'outline', className: 'self-start' })}
              >
                {ownView.label}
              </Link>
            </div>
          ) : (
            <RequestUpdateForm request={detail} onDone={onDone} />
          )}
        </div>
      </section>
    </div>
  );
}
