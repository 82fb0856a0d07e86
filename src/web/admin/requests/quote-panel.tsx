import { formatCalendarDay } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { type WriteQuote, type WriteQuoteInput, writeQuoteSchema } from '@shared/quotes/quote';
import {
  type AdminQuoteView,
  QUOTE_LINES,
  QUOTE_MESSAGES,
  quoteLinesFromEstimate,
  type Stage,
} from '@shared/quotes/quote-texts';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { todayInGhana } from '@shared/requests/today';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useState } from 'react';
import { useMoveRequestStage } from '../api/move-request-stage';
import { useRefundQuotePayment } from '../api/refund-quote-payment';
import { useWriteQuote } from '../api/write-quote';

const quoteRules = lazyZodResolver<WriteQuoteInput, WriteQuote>(async () => writeQuoteSchema);

/** How long a new quote can be paid unless the admin chooses otherwise. */
const DEFAULT_VALID_DAYS = 7;

/** The request's quote: what was sent and where it stands, its next step and refunds, or the form to send one. */
export function QuotePanel({ request }: { request: AdminRequestDetail }) {
  const { quote } = request.quoting;
  return (
    <div className="flex flex-col gap-4">
      {quote ? <CurrentQuote reference={request.reference} quote={quote} /> : null}
      {quote?.status === 'paid' ? null : <QuoteForm request={request} />}
    </div>
  );
}

function CurrentQuote({ reference, quote }: { reference: string; quote: AdminQuoteView }) {
  return (
    <div className="rounded-xl border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-stone-900">
          {formatCedis(quote.total)} ·{' '}
          {quote.status === 'paid' && quote.stageLabel
            ? quote.stageLabel
            : quote.status === 'open' && !quote.expired
              ? 'Waiting for the requester’s payment'
              : quote.statusLabel}
        </p>
        <p className="text-stone-600">Payable until {formatCalendarDay(quote.validUntil)}</p>
      </div>
      <ul className="mt-2 flex flex-col gap-0.5 text-stone-700">
        {quote.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span>{line.label}</span>
            <span className="tabular-nums">{formatCedis(line.amount)}</span>
          </li>
        ))}
      </ul>
      {quote.declineReason ? (
        <p className="mt-2 break-words text-stone-700">
          <span className="font-semibold">Reason given: </span>
          {quote.declineReason}
        </p>
      ) : null}
      {quote.nextStages.length > 0 ? <NextStep reference={reference} quote={quote} /> : null}
      {quote.payments.length > 0 ? <QuotePayments reference={reference} quote={quote} /> : null}
    </div>
  );
}

/** The paid request's next step: one of the later steps of its kind, texted to the requester. */
function NextStep({ reference, quote }: { reference: string; quote: AdminQuoteView }) {
  const move = useMoveRequestStage(reference);
  const [stage, setStage] = useState<Stage>(quote.nextStages[0]!.value);
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      aria-label="Move to the next step"
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate(stage, {
          onSuccess: () => toast.success('Step saved: the requester gets an SMS.'),
          onError: (error) =>
            toast.error('Error', { description: errorMessage(error, 'The step could not be saved.', [409]) }),
        });
      }}
    >
      <SelectField
        label="Next step"
        className="min-w-48 flex-1"
        options={quote.nextStages}
        value={stage}
        onChange={(event) => setStage(event.target.value as Stage)}
      />
      <Button type="submit" busy={move.isPending}>
        Save step
      </Button>
    </form>
  );
}

function QuotePayments({ reference, quote }: { reference: string; quote: AdminQuoteView }) {
  const refund = useRefundQuotePayment(reference);
  const [chosen, setChosen] = useState<AdminQuoteView['payments'][number] | null>(null);
  const confirm = async () => {
    if (!chosen) return;
    try {
      await refund.mutateAsync(chosen.reference);
      toast.success('Refunded', { description: `${formatCedis(chosen.amount)} goes back to the requester.` });
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, QUOTE_MESSAGES.refundFailed, [404, 409, 502]),
      });
    }
    setChosen(null);
  };
  return (
    <div className="mt-3">
      <h4 className="font-semibold text-stone-900">Payments</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {quote.payments.map((payment) => (
          <li key={payment.reference} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words text-stone-700">
              <span className="font-mono">{payment.reference}</span> · {formatCedis(payment.amount)} ·{' '}
              {payment.statusLabel}
            </span>
            {payment.refundable ? (
              <Button variant="destructive" size="sm" onClick={() => setChosen(payment)}>
                Refund {formatCedis(payment.amount)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        {chosen ? (
          <DialogContent
            title={`Refund ${formatCedis(chosen.amount)}?`}
            description="The payment provider pays this payment back and the requester is told by e-mail and SMS. This cannot be undone."
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} busy={refund.isPending}>
                Refund
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}

/** The quote's lines (from the landed-cost estimate when there is one), its last day and note. */
function QuoteForm({ request }: { request: AdminRequestDetail }) {
  const write = useWriteQuote(request.reference);
  const reissue = request.quoting.quote !== null;
  const lines = request.landedCost
    ? quoteLinesFromEstimate(request.landedCost)
    : { itemCost: '', freight: '', dutyAndLevies: '', serviceFee: '', delivery: '' };
  const validUntil = todayInGhana(new Date(Date.now() + DEFAULT_VALID_DAYS * 24 * 60 * 60 * 1000));
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules: quoteRules,
    defaultValues: { ...lines, validUntil, note: '' },
    send: (input) => write.mutateAsync(input),
    messages: { failureTitle: 'Error', failure: 'The quote could not be sent.' },
    refusals: [404, 409],
    onSuccess: () => toast.success(QUOTE_MESSAGES.quoteSent),
  });
  if (!request.quoting.reachable) {
    return <p className="text-sm text-stone-700">{QUOTE_MESSAGES.noContact}</p>;
  }
  const form = (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={reissue ? 'Send a new quote' : 'Write a quote'}
    >
      <p className="text-sm text-stone-600">
        {request.landedCost
          ? 'Amounts in GH₵, filled in from the landed-cost estimate: check them before sending.'
          : 'Amounts in GH₵; leave a line blank when it does not apply.'}{' '}
        {reissue ? 'The requester’s open quote is replaced.' : null}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {QUOTE_LINES.map(({ key, label }) => (
          <TextField key={key} label={label} inputMode="decimal" autoComplete="off" {...field(key)} />
        ))}
        <TextField label="Payable until" type="date" min={todayInGhana()} required {...field('validUntil')} />
      </div>
      <TextareaField label="Note to the requester" rows={2} {...field('note')} />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : reissue ? 'Send the new quote' : 'Send the quote'}
        </Button>
      </div>
    </form>
  );
  // A quote already sent stays in front; a new one (after a decline, or past its date) is a step away.
  return reissue ? (
    <details className="rounded-xl border border-stone-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-stone-800">Send a new quote</summary>
      <div className="mt-3">{form}</div>
    </details>
  ) : (
    form
  );
}
