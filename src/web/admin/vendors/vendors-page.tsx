import { formatDateTime } from '@shared/dates';
import {
  type AdminVendor,
  BUSINESS_TYPES,
  VENDOR_ADMIN_MESSAGES,
  VENDOR_REVIEW_STATUSES,
  VENDOR_STATUS_LABELS,
  type VendorReviewStatus,
} from '@shared/vendors/vendor-messages';
import { SelectField } from '@web/components/form/select-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVendors } from '../api/list-vendors';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import {
  ReinstateVendorPanel,
  RejectVendorForm,
  SuspendVendorForm,
  VerifyVendorPanel,
} from './vendor-review-dialogs';

const STATUS_OPTIONS = VENDOR_REVIEW_STATUSES.map((value) => ({
  value,
  label: VENDOR_STATUS_LABELS[value]!,
}));
const TONES: Record<VendorReviewStatus, string> = {
  pending_verification: 'bg-amber-100 text-amber-900',
  verified: 'bg-brand-100 text-brand-900',
  rejected: 'bg-stone-200 text-stone-700',
  suspended: 'bg-red-100 text-red-900',
};

function isReviewStatus(value: string | null): value is VendorReviewStatus {
  return (VENDOR_REVIEW_STATUSES as readonly string[]).includes(value ?? '');
}

/** The website as a link only when it is a web address (the server allows nothing else). */
function Website({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
      {url}
    </a>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap text-stone-900">{children ?? '—'}</dd>
    </div>
  );
}

function VendorCard({ vendor, onReview }: { vendor: AdminVendor; onReview: (action: Review) => void }) {
  const type = vendor.businessType as keyof typeof BUSINESS_TYPES.labels | null;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-stone-900">{vendor.businessName}</h3>
          <p className="font-mono text-sm tracking-wide text-stone-600">{vendor.reference}</p>
          <p className="text-xs text-stone-500">Registered {formatDateTime(vendor.createdAt)}</p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
            TONES[vendor.status],
          )}
        >
          {vendor.statusLabel}
        </span>
      </div>
      {vendor.categories.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Categories of ${vendor.businessName}`}>
          {vendor.categories.map((category) => (
            <li key={category} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              {category}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-stone-500">No categories chosen.</p>
      )}
      <dl className="mt-3 grid gap-2 text-sm">
        <Row label="Business type">{type ? (BUSINESS_TYPES.labels[type] ?? type) : null}</Row>
        <Row label="Registration number">{vendor.businessRegistrationNumber}</Row>
        <Row label="Address">{vendor.businessAddress}</Row>
        <Row label="Business phone">{vendor.businessPhone}</Row>
        <Row label="Business e-mail">{vendor.businessEmail}</Row>
        <Row label="Contact person">
          {[vendor.contactPersonName, vendor.contactPersonPhone, vendor.contactPersonEmail]
            .filter(Boolean)
            .join(' · ') || null}
        </Row>
        <Row label="Website">{vendor.websiteUrl ? <Website url={vendor.websiteUrl} /> : null}</Row>
        <Row label="Description">{vendor.businessDescription}</Row>
        <Row label="Account e-mail">{vendor.accountEmail}</Row>
        {vendor.reviewedAt ? <Row label="Reviewed">{formatDateTime(vendor.reviewedAt)}</Row> : null}
        {vendor.rejectionReason ? <Row label="Reason">{vendor.rejectionReason}</Row> : null}
        {vendor.suspensionReason ? <Row label="Suspended because">{vendor.suspensionReason}</Row> : null}
      </dl>
      {vendor.status === 'pending_verification' ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onReview({ vendor, decision: 'reject' })}>
            Reject
          </Button>
          <Button onClick={() => onReview({ vendor, decision: 'verify' })}>Verify</Button>
        </div>
      ) : null}
      {vendor.status === 'verified' ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onReview({ vendor, decision: 'suspend' })}>
            Suspend
          </Button>
        </div>
      ) : null}
      {vendor.status === 'suspended' ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button onClick={() => onReview({ vendor, decision: 'reinstate' })}>Reinstate</Button>
        </div>
      ) : null}
    </li>
  );
}

interface Review {
  vendor: AdminVendor;
  decision: 'verify' | 'reject' | 'suspend' | 'reinstate';
}

const DIALOG_TITLES: Record<Review['decision'], (name: string) => string> = {
  verify: (name) => `Verify ${name}?`,
  reject: (name) => `Reject ${name}`,
  suspend: (name) => `Suspend ${name}`,
  reinstate: (name) => `Reinstate ${name}?`,
};

/** Vendor registrations: pending ones (oldest first) to verify, or reject with a reason. */
export function VendorsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: VendorReviewStatus = isReviewStatus(rawStatus) ? rawStatus : 'pending_verification';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const vendors = useVendors(status, page);
  const [reviewing, setReviewing] = useState<Review | null>(null);

  useEffect(() => {
    if (vendors.isError) toast.error('Error', { description: VENDOR_ADMIN_MESSAGES.fetchFailed });
  }, [vendors.isError]);

  const show = (next: { status?: VendorReviewStatus; page?: number }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending_verification') query.status = nextStatus;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query);
    window.scrollTo({ top: 0 });
  };
  const data = vendors.data;
  const close = () => setReviewing(null);

  return (
    <AdminLayout
      title="Vendors"
      description="Businesses that registered as vendors. Verify a registration, or reject it with a reason: the vendor is told by e-mail and sees the status on their vendor page."
    >
      <section aria-labelledby="vendors-filter" className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="vendors-filter" className="text-lg font-bold text-stone-900">
          {data ? `${data.pending} to verify` : 'Registrations'}
        </h2>
        <SelectField
          label="Show"
          className="w-full sm:w-64"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => show({ status: event.target.value as VendorReviewStatus })}
        />
      </section>

      <section aria-labelledby="vendors-list" className="mt-6">
        <h2 id="vendors-list" className="sr-only">
          {VENDOR_STATUS_LABELS[status]}
        </h2>
        <AdminListStates
          query={vendors}
          rows={data?.vendors}
          loadingLabel="Loading vendors…"
          errorText={VENDOR_ADMIN_MESSAGES.fetchFailed}
          emptyText={
            status === 'pending_verification'
              ? 'No registrations wait for verification.'
              : `No ${VENDOR_STATUS_LABELS[status]!.toLowerCase()} vendors yet.`
          }
          boxClassName=""
          pager={
            data
              ? {
                  page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: (next) => show({ page: next }),
                  noun: 'registrations',
                }
              : undefined
          }
        >
          {(rows) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {rows.map((vendor) => (
                <VendorCard key={vendor.id} vendor={vendor} onReview={setReviewing} />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>

      <Dialog open={reviewing !== null} onOpenChange={(open) => !open && close()}>
        {reviewing ? (
          <DialogContent
            title={DIALOG_TITLES[reviewing.decision](reviewing.vendor.businessName)}
            description={reviewing.vendor.reference}
          >
            {reviewing.decision === 'verify' ? (
              <VerifyVendorPanel vendor={reviewing.vendor} onDone={close} />
            ) : reviewing.decision === 'reject' ? (
              <RejectVendorForm vendor={reviewing.vendor} onDone={close} />
            ) : reviewing.decision === 'suspend' ? (
              <SuspendVendorForm vendor={reviewing.vendor} onDone={close} />
            ) : (
              <ReinstateVendorPanel vendor={reviewing.vendor} onDone={close} />
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}
