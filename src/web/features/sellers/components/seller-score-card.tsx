import type { SellerAccountResponse } from '@shared/sellers/listing';
import { formatHours } from '@shared/sellers/listing';
import { storePath } from '@shared/sellers/store';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Link } from 'react-router';

/** The vendor's score over the last 30 days, how long it has per line, and its page in the shop. */
export function SellerScoreCard({ account }: { account: SellerAccountResponse }) {
  const { score, readyWithinHours, vendor } = account;
  return (
    <div className="grid max-w-3xl gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your score, last 30 days</CardTitle>
          <CardDescription>
            Make each order line ready for pickup within {formatHours(readyWithinHours)} of the order. Late
            lines and declined lines lower your score.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure
              term="Ready on time"
              value={score.onTimePercent === null ? 'No lines yet' : `${score.onTimePercent}%`}
            />
            <Figure term="Lines due" value={String(score.linesDue)} />
            <Figure term="Late" value={String(score.late)} />
            <Figure
              term="Declined"
              value={
                score.cancellationPercent === null ? '0' : `${score.declined} (${score.cancellationPercent}%)`
              }
            />
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your store</CardTitle>
          <CardDescription>Shoppers see your approved listings on your store page.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3 text-sm">
          {vendor.slug ? (
            <Link
              to={storePath(vendor.slug)}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Open your store page
            </Link>
          ) : null}
          <Link
            to="/seller/listings/new"
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            List a new deal
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-xs text-stone-600">{term}</dt>
      <dd className="mt-1 text-xl font-extrabold text-stone-900">{value}</dd>
    </div>
  );
}
