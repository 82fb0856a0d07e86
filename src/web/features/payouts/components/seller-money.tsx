import { API_SELLER_MONEY_STATEMENT } from '@shared/api-paths';
import { formatCalendarDay, formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { formatRate } from '@shared/payouts/commission';
import {
  LEDGER_ENTRY_LABELS,
  MOBILE_MONEY_NAMES,
  PAYOUT_ACCOUNT_TYPE_LABELS,
  PAYOUT_STATUS_LABELS,
} from '@shared/payouts/payout-words';
import type { PayoutAccountView, SellerMoney } from '@shared/payouts/payouts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSellerMoney } from '../api/get-seller-money';
import { PayoutAccountForm } from './payout-account-form';

const sectionClass = 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

function providerName(account: PayoutAccountView): string {
  return account.type === 'mobile_money'
    ? (MOBILE_MONEY_NAMES[account.bankCode] ?? account.bankName)
    : account.bankName;
}

function Balance({ money }: { money: SellerMoney }) {
  return (
    <section aria-labelledby="balance-heading" className={sectionClass}>
      <h2 id="balance-heading" className="text-sm font-semibold text-stone-600">
        Balance
      </h2>
      <p className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900" data-testid="seller-balance">
        {formatCedis(money.balance)}
      </p>
      {Number(money.onItsWay) > 0 ? (
        <p className="mt-1 text-sm text-stone-600">
          {formatCedis(money.onItsWay)} is on its way to your account.
        </p>
      ) : null}
      <p className="mt-3 text-sm text-stone-600">
        Each delivered sale adds its total less the shop’s commission. We pay your balance out every week.
      </p>
    </section>
  );
}

function PayoutAccount({ account }: { account: PayoutAccountView | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="account-heading" className={sectionClass}>
      <h2 id="account-heading" className="text-lg font-bold text-stone-900">
        Payout account
      </h2>
      {account && !editing ? (
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">Paid to</dt>
            <dd className="font-semibold text-stone-900">
              {PAYOUT_ACCOUNT_TYPE_LABELS[account.type]}: {providerName(account)}
            </dd>
            <dt className="text-stone-600">Number</dt>
            <dd className="font-semibold text-stone-900">{account.accountNumber}</dd>
            <dt className="text-stone-600">Name</dt>
            <dd className="font-semibold text-stone-900">{account.accountName}</dd>
          </dl>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Change payout account
          </Button>
        </div>
      ) : (
        <div className="mt-3">
          {account ? null : (
            <p className="mb-4 text-sm text-stone-600">Add the account we pay your balance to.</p>
          )}
          <PayoutAccountForm
            account={account}
            onSaved={() => setEditing(false)}
            onCancel={account ? () => setEditing(false) : undefined}
          />
        </div>
      )}
    </section>
  );
}

function Payouts({ payouts }: { payouts: SellerMoney['payouts'] }) {
  return (
    <section aria-labelledby="payouts-heading" className={sectionClass}>
      <h2 id="payouts-heading" className="text-lg font-bold text-stone-900">
        Payouts
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No payouts yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {payouts.map((payout) => (
            <li
              key={payout.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {formatCedis(payout.amount)} to {payout.destination}
                </p>
                <p className="text-stone-600">
                  <time dateTime={payout.createdAt}>{formatDateTime(payout.createdAt)}</time>
                  {payout.failureReason ? ` · ${payout.failureReason}` : ''}
                </p>
              </div>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  payout.status === 'success'
                    ? 'bg-brand-50 text-brand-800'
                    : payout.status === 'pending'
                      ? 'bg-amber-50 text-amber-900'
                      : 'bg-red-50 text-red-800',
                )}
              >
                {PAYOUT_STATUS_LABELS[payout.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Entries({ entries }: { entries: SellerMoney['entries'] }) {
  return (
    <section aria-labelledby="entries-heading" className={sectionClass}>
      <h2 id="entries-heading" className="text-lg font-bold text-stone-900">
        Every entry
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Your delivered sales will show here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100" data-testid="ledger-entries">
          {entries.map((entry) => {
            const credit = Number(entry.amount) >= 0;
            return (
              <li key={entry.id} className="flex items-baseline justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {LEDGER_ENTRY_LABELS[entry.kind]}
                    {entry.orderReference ? ` · ${entry.orderReference}` : ''}
                  </p>
                  <p className="break-words text-stone-600">{entry.description}</p>
                  {entry.gross && entry.commission && entry.rate !== null ? (
                    <p className="text-stone-600">
                      {formatCedis(entry.gross)} less {formatCedis(entry.commission)} (
                      {formatRate(entry.rate)})
                    </p>
                  ) : null}
                  <p className="text-xs text-stone-500">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                </div>
                <p className={cn('shrink-0 font-bold', credit ? 'text-brand-800' : 'text-red-800')}>
                  {credit ? '+' : '−'}
                  {formatCedis(Math.abs(Number(entry.amount)))}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Statements({ weeks }: { weeks: SellerMoney['weeks'] }) {
  return (
    <section aria-labelledby="statements-heading" className={sectionClass}>
      <h2 id="statements-heading" className="text-lg font-bold text-stone-900">
        Weekly statements
      </h2>
      {weeks.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          A statement for each week with entries, Monday to Sunday.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {weeks.map((week) => (
            <li key={week.week} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <p className="text-stone-700">
                In {formatCedis(week.credits)} · out {formatCedis(week.debits)} · {week.entries}{' '}
                {week.entries === 1 ? 'entry' : 'entries'}
              </p>
              <a
                href={`${API_SELLER_MONEY_STATEMENT}?week=${week.week}`}
                download
                className="inline-flex items-center gap-2 rounded-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                <Download className="size-4" aria-hidden="true" />
                Week of {formatCalendarDay(week.week)} (CSV)
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The seller center's Money: the balance, where it is paid, payouts, every entry and the weeks. */
export function SellerMoneyView() {
  const money = useSellerMoney();
  if (money.isPending) return <Spinner className="py-16" label="Loading your money…" />;
  if (money.isError) {
    return (
      <Alert variant="error" title="Your money could not be shown">
        {errorMessage(money.error, 'Please check your connection and try again.', [403])}
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <Balance money={money.data} />
        <PayoutAccount account={money.data.account} />
        <Payouts payouts={money.data.payouts} />
      </div>
      <div className="flex flex-col gap-6">
        <Statements weeks={money.data.weeks} />
        <Entries entries={money.data.entries} />
      </div>
    </div>
  );
}
