import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { formatRate } from '@shared/payouts/commission';
import {
  MOBILE_MONEY_NAMES,
  PAYOUT_ACCOUNT_TYPE_LABELS,
  PAYOUT_STATUS_LABELS,
} from '@shared/payouts/payout-words';
import type { AdminVendorBalance, PayoutsStarted } from '@shared/payouts/payouts';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useAdminCommissionRates } from '../api/commission-rates';
import { usePayOut } from '../api/pay-out';
import { useAdminVendorBalances } from '../api/vendor-balances';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { CommissionRatesForm } from './commission-rates-form';
import { VendorLedgerPanel } from './vendor-ledger-panel';

function tellStarted(started: PayoutsStarted) {
  const total = started.payouts.reduce((sum, payout) => sum + Number(payout.amount), 0);
  if (started.payouts.length > 0) {
    toast.success(started.payouts.length === 1 ? 'Payout sent' : `${started.payouts.length} payouts sent`, {
      description: `${formatCedis(total)} on its way.`,
    });
  } else if (started.skipped.length === 0) {
    toast.info('Nobody to pay', { description: 'No vendor has a balance due with a payout account.' });
  }
  for (const skipped of started.skipped) toast.error(skipped.businessName, { description: skipped.reason });
}

function VendorCard({ vendor }: { vendor: AdminVendorBalance }) {
  const [open, setOpen] = useState(false);
  const payOut = usePayOut();
  const pay = async () => {
    try {
      tellStarted(await payOut.mutateAsync(vendor.id));
    } catch (error) {
      toast.error('Payout not sent', {
        description: errorMessage(error, 'The payout could not be sent.', [400, 409, 502]),
      });
    }
  };
  const account = vendor.account;
  const provider = account
    ? account.type === 'mobile_money'
      ? (MOBILE_MONEY_NAMES[account.bankCode] ?? account.bankName)
      : account.bankName
    : null;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="vendor-balance">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-bold text-stone-900">{vendor.businessName}</h3>
          <p className="text-xs text-stone-500">{vendor.reference}</p>
          <p className="mt-2 text-2xl font-extrabold text-stone-900">{formatCedis(vendor.balance)}</p>
          {Number(vendor.onItsWay) > 0 ? (
            <p className="text-sm text-stone-600">{formatCedis(vendor.onItsWay)} on its way</p>
          ) : null}
          <p className="mt-1 text-sm text-stone-600">
            {account && provider
              ? `${PAYOUT_ACCOUNT_TYPE_LABELS[account.type]}: ${provider} ${account.accountNumber}`
              : 'No payout account yet'}
          </p>
          <p className="text-sm text-stone-600">
            {vendor.commissionOverride === null
              ? 'Category rates'
              : `Own rate ${formatRate(vendor.commissionOverride)}`}
            {vendor.lastPayout
              ? ` · Last payout ${formatCedis(vendor.lastPayout.amount)}, ${PAYOUT_STATUS_LABELS[vendor.lastPayout.status].toLowerCase()}`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={pay} busy={payOut.isPending} disabled={Number(vendor.balance) <= 0 || !account}>
            Pay out
          </Button>
          <Button variant="outline" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            {open ? 'Hide ledger' : 'Ledger and rate'}
          </Button>
        </div>
      </div>
      {open ? (
        <div className="mt-4">
          <VendorLedgerPanel vendorId={vendor.id} />
        </div>
      ) : null}
    </li>
  );
}

/** Vendors' balances and payouts, and the commission the shop takes on their delivered lines. */
export function PayoutsPage() {
  const balances = useAdminVendorBalances();
  const rates = useAdminCommissionRates();
  const payAll = usePayOut();
  const runAll = async () => {
    try {
      tellStarted(await payAll.mutateAsync('due'));
    } catch (error) {
      toast.error('Payouts not sent', { description: errorMessage(error, 'The payouts could not be sent.') });
    }
  };
  return (
    <AdminLayout
      title="Payouts"
      description="What each vendor is owed for delivered lines less commission; pay one out, or every vendor due (weekly)."
    >
      <section aria-labelledby="balances-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="balances-heading" className="text-lg font-bold text-stone-900">
            Vendors’ balances
          </h2>
          <Button onClick={runAll} busy={payAll.isPending}>
            Pay all due
          </Button>
        </div>
        <AdminListStates
          query={balances}
          rows={balances.data?.vendors}
          loadingLabel="Loading balances…"
          errorText="The balances could not be loaded."
          emptyText="No vendor sells on the shop yet."
        >
          {(vendors) => (
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {vendors.map((vendor) => (
                <VendorCard key={vendor.id} vendor={vendor} />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>

      <section aria-labelledby="payouts-heading" className="mt-10">
        <h2 id="payouts-heading" className="text-lg font-bold text-stone-900">
          Latest payouts
        </h2>
        <AdminListStates
          query={balances}
          rows={balances.data?.payouts}
          loadingLabel="Loading payouts…"
          errorText="The payouts could not be loaded."
          emptyText="No payout yet."
        >
          {(payouts) => (
            <ul className="mt-3 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
              {payouts.map((payout) => (
                <li
                  key={payout.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">
                      {payout.businessName}: {formatCedis(payout.amount)} to {payout.destination}
                    </p>
                    <p className="text-stone-600">
                      {formatDateTime(payout.createdAt)} · {payout.reference}
                      {payout.failureReason ? ` · ${payout.failureReason}` : ''}
                    </p>
                  </div>
                  <span className="font-semibold text-stone-800">{PAYOUT_STATUS_LABELS[payout.status]}</span>
                </li>
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>

      <section aria-labelledby="rates-heading" className="mt-10">
        <h2 id="rates-heading" className="text-lg font-bold text-stone-900">
          Commission by category
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          The share of a delivered line the shop keeps, rounded to the nearest pesewa. A vendor’s own rate
          beats its categories’.
        </p>
        <div className="mt-3">
          <AdminListStates
            query={rates}
            rows={rates.data?.categories}
            loadingLabel="Loading rates…"
            errorText="The rates could not be loaded."
            emptyText="No categories."
          >
            {() => <CommissionRatesForm rates={rates.data!} />}
          </AdminListStates>
        </div>
      </section>
    </AdminLayout>
  );
}
