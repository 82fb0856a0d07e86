import type { DropshippingPaymentMethod } from '@shared/checkout/checkout-messages';
import { formatCalendarDay } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { type DeclineQuoteInput, declineQuoteSchema } from '@shared/quotes/quote';
import { QUOTE_MESSAGES, type QuotePageResponse, type QuoteView } from '@shared/quotes/quote-texts';
import { TextareaField } from '@web/components/form/textarea-field';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { NeedsConnection } from '@web/components/ui/needs-connection';
import { StepHistory } from '@web/components/ui/step-history';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useOnline } from '@web/lib/use-online';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { CreditCard, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeclineQuote } from '../api/decline-quote';
import { startQuotePayment } from '../api/start-quote-payment';

const TONE: Record<QuoteView['status'] | 'expired', BadgeTone> = {
  open: 'gold',
  expired: 'red',
  paid: 'green',
  declined: 'dark',
  replaced: 'dark',
  refunded: 'blue',
};

/** The quote page's body: the lines and total, how to pay or decline it, and the request's history. */
export function QuoteDetails({ page, token }: { page: QuotePageResponse; token: string | null }) {
  const { quote } = page;
  const headingId = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <Card className="overflow-hidden">
        <div className="flag-stripe h-1" aria-hidden="true" />
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold tracking-wider text-stone-500">{page.reference}</p>
            <h2 id={headingId} className="mt-1 text-xl font-bold tracking-tight text-stone-900">
              {page.kindLabel}
            </h2>
          </div>
          {quote ? (
            <Badge
              tone={TONE[quote.expired ? 'expired' : quote.status]}
              className="self-start px-3 py-1 text-xs"
            >
              <span className="sr-only">Quote: </span>
              {quote.status === 'paid' && quote.stageLabel ? quote.stageLabel : quote.statusLabel}
            </Badge>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {quote ? <QuoteLines quote={quote} /> : <p className="text-stone-700">{QUOTE_MESSAGES.noQuote}</p>}
          {quote?.note ? (
            <div className="rounded-xl bg-stone-50 p-4 text-sm">
              <h3 className="font-semibold text-stone-900">Note from GhanaMart</h3>
              <p className="mt-1 break-words whitespace-pre-wrap text-stone-700">{quote.note}</p>
            </div>
          ) : null}
          <StepHistory history={page.history} />
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4">
        {quote ? <QuoteActions page={page} quote={quote} token={token} /> : null}
      </div>
    </div>
  );
}

function QuoteLines({ quote }: { quote: QuoteView }) {
  return (
    <div>
      <h3 className="font-semibold text-stone-900">Your quote</h3>
      <dl className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 text-sm">
        {quote.lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{formatCedis(line.amount)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 bg-brand-50 px-4 py-3">
          <dt className="font-bold text-stone-900">{quote.status === 'open' ? 'Total to pay' : 'Total'}</dt>
          <dd className="text-lg font-extrabold text-brand-800 tabular-nums">{formatCedis(quote.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-600">
        {quote.status === 'open'
          ? `${quote.expired ? 'Could be paid' : 'Can be paid'} until ${formatCalendarDay(quote.validUntil)}.`
          : null}{' '}
        Duties are estimated from the shop’s rates; they are included, so nothing more is due on arrival.
      </p>
    </div>
  );
}

function QuoteActions({
  page,
  quote,
  token,
}: {
  page: QuotePageResponse;
  quote: QuoteView;
  token: string | null;
}) {
  if (page.payable) {
    return (
      <>
        <PayQuote reference={page.reference} total={quote.total} token={token} />
        <DeclineQuote reference={page.reference} token={token} />
      </>
    );
  }
  if (quote.status === 'open' && quote.expired) {
    return (
      <Alert variant="error" title="This quote has expired">
        It could be paid until {formatCalendarDay(quote.validUntil)}. Ask us for a new one: reply from the
        link in our message, or contact us with your reference.
      </Alert>
    );
  }
  if (quote.status === 'paid') {
    return (
      <Alert variant="success" title="Paid">
        Thank you! We will text you at each step until it reaches you.
      </Alert>
    );
  }
  if (quote.status === 'declined') {
    return (
      <Alert variant="info" title="You declined this quote">
        {quote.declineReason ? <p className="break-words">“{quote.declineReason}”</p> : null}
        <p className="mt-1">We may send you a new one.</p>
      </Alert>
    );
  }
  return <Alert title={quote.statusLabel}>This quote cannot be paid.</Alert>;
}

const METHODS: { method: DropshippingPaymentMethod; label: string; hint: string; Icon: typeof Smartphone }[] =
  [
    {
      method: 'mobile_money',
      label: 'Pay by mobile money',
      hint: 'MTN MoMo, Telecel Cash or AT Money',
      Icon: Smartphone,
    },
    { method: 'debit_card', label: 'Pay by card', hint: 'Visa or Mastercard', Icon: CreditCard },
  ];

/** Pay the quote: a payment attempt, then the provider's page. Never queued offline (ADR 046). */
function PayQuote({ reference, total, token }: { reference: string; total: string; token: string | null }) {
  const [busy, setBusy] = useState<DropshippingPaymentMethod | null>(null);
  const online = useOnline();
  const offlineId = useId();
  const headingId = useId();

  async function pay(paymentMethod: DropshippingPaymentMethod) {
    setBusy(paymentMethod);
    try {
      const { authorizationUrl } = await startQuotePayment(reference, { paymentMethod, token });
      window.location.assign(authorizationUrl);
    } catch (error) {
      setBusy(null);
      toast.error('Payment not started', {
        description: errorMessage(error, 'The payment could not be started.'),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          Pay {formatCedis(total)}
        </h2>
        <p className="text-sm text-stone-600">You approve the payment on the payment provider’s page.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {METHODS.map(({ method, label, hint, Icon }, index) => (
          <div key={method} className="flex flex-col gap-1">
            <Button
              variant={index === 0 ? 'primary' : 'outline'}
              className="w-full"
              busy={busy === method}
              disabled={!online || busy !== null}
              aria-describedby={`${offlineId}-${method}${online ? '' : ` ${offlineId}`}`}
              onClick={() => void pay(method)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
            <p id={`${offlineId}-${method}`} className="text-center text-xs text-stone-600">
              {hint}
            </p>
          </div>
        ))}
        {online ? null : <NeedsConnection id={offlineId} className="text-sm font-medium text-amber-800" />}
      </CardContent>
    </Card>
  );
}

const declineRules = lazyZodResolver<DeclineQuoteInput>(async () => declineQuoteSchema);

/** Decline the quote with a reason, behind a disclosure so that paying stays the plain way on. */
function DeclineQuote({ reference, token }: { reference: string; token: string | null }) {
  const decline = useDeclineQuote(reference);
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules: declineRules,
    defaultValues: { reason: '' },
    send: (input) => decline.mutateAsync({ ...input, ...(token && { token }) }),
    messages: { failureTitle: 'Not sent', failure: 'Your answer could not be sent. Please try again.' },
    refusals: [409],
    onSuccess: () => toast.success(QUOTE_MESSAGES.declined),
  });
  return (
    <details className="group rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-stone-800">Decline this quote</summary>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-3 flex flex-col gap-3"
        aria-label="Decline this quote"
      >
        <TextareaField label="Why do you decline it?" rows={3} required {...field('reason')} />
        <Button type="submit" variant="outline" busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Decline the quote'}
        </Button>
      </form>
    </details>
  );
}
