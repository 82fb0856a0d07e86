import { formatDate } from '@shared/dates';
import { trackUrl } from '@shared/requests/request-kinds';
import {
  type MyVendorProfile,
  VENDOR_MESSAGES,
  VENDOR_REVIEWED_MESSAGES,
} from '@shared/vendors/vendor-messages';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Store } from 'lucide-react';
import { Link } from 'react-router';

/** A registered vendor's profile at a glance: what they registered, its reference and status. */
export function VendorStatusCard({ vendor }: { vendor: MyVendorProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-3">
          <Store className="size-6 text-brand-700" aria-hidden="true" />
          {vendor.businessName}
          <Badge
            tone={
              vendor.status === 'verified'
                ? 'green'
                : vendor.status === 'rejected' || vendor.status === 'suspended'
                  ? 'red'
                  : 'gold'
            }
          >
            {vendor.statusLabel}
          </Badge>
        </CardTitle>
        <CardDescription>You registered this business on {formatDate(vendor.createdAt)}.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-stone-700">
        <p>
          Your reference: <strong className="font-mono text-base tracking-wider">{vendor.reference}</strong>
        </p>
        {vendor.categories.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Your categories">
            {vendor.categories.map((category) => (
              <li key={category} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        {vendor.status === 'pending_verification' ? <p>{VENDOR_MESSAGES.nextStep}</p> : null}
        {vendor.status === 'verified' ? (
          <>
            <p>{VENDOR_REVIEWED_MESSAGES.verified}</p>
            <p>List your deals, follow your orders and see your score in the seller center.</p>
            <Link to="/seller/listings" className={buttonVariants({ className: 'self-start' })}>
              Go to the seller center
            </Link>
          </>
        ) : null}
        {vendor.status === 'suspended' ? (
          <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">
              Your vendor account is suspended: you cannot list or change listings for now.
            </p>
            {vendor.suspensionReason ? (
              <p className="mt-1 break-words whitespace-pre-wrap">Reason: {vendor.suspensionReason}</p>
            ) : null}
          </div>
        ) : null}
        {vendor.status === 'rejected' ? (
          <div role="note" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{VENDOR_REVIEWED_MESSAGES.rejected}</p>
            {vendor.rejectionReason ? (
              <p className="mt-1 break-words whitespace-pre-wrap">Reason: {vendor.rejectionReason}</p>
            ) : null}
          </div>
        ) : null}
        <Link
          to={trackUrl(vendor.reference)}
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
        >
          Track this registration
        </Link>
      </CardContent>
    </Card>
  );
}
