import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import type { TrackedQuoting, TrackedRequest } from '@shared/requests/request-kinds';
import { type RequestStage, requestNextStep, requestStage } from '@shared/requests/track-messages';
import { Badge, type BadgeTone } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { StepHistory } from '@web/components/ui/step-history';
import { cn } from '@web/lib/cn';
import { Check, CircleX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RequestThread, type ThreadCredentials } from './request-thread';

const STAGE_TONE: Record<RequestStage, BadgeTone> = {
  waiting: 'gold',
  in_progress: 'blue',
  done: 'green',
  stopped: 'red',
};

const STEPS = [
  { stage: 'waiting', label: 'Received' },
  { stage: 'in_progress', label: 'In progress' },
  { stage: 'done', label: 'Complete' },
] as const;

// Ghana keeps GMT all year; said here as a visitor abroad reads it beside their own clock.
/** "12 Jan 2026, 14:05 GMT". */
function formatGhanaTime(iso: string): string {
  return `${formatDateTime(iso)} GMT`;
}

/** A found request: what it is, its status, its dates and what happens next. */
export function TrackedRequestCard({
  request,
  orderDetails,
  credentials,
}: {
  request: TrackedRequest;
  /** An order's timeline, shown instead of the three-step progress of a request. */
  orderDetails?: ReactNode;
  /** How the visitor proved the request is theirs: what their answer on its thread is sent with. */
  credentials: ThreadCredentials;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the result so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each new lookup.
  useEffect(() => headingRef.current?.focus(), [request]);
  const stage = requestStage(request.status);

  return (
    <Card className="overflow-hidden">
      <div className="flag-stripe h-1" aria-hidden="true" />
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold tracking-wider text-stone-500">{request.reference}</p>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-xl font-bold tracking-tight text-stone-900 outline-none"
          >
            {request.kindLabel}
          </h2>
        </div>
        <Badge tone={STAGE_TONE[stage]} className="self-start px-3 py-1 text-xs">
          <span className="sr-only">Status: </span>
          {request.statusLabel}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {orderDetails ?? (stage === 'stopped' ? null : <Progress stage={stage} />)}

        <dl className="grid gap-4 rounded-xl bg-stone-50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-stone-500">Submitted</dt>
            <dd className="mt-0.5 font-semibold text-stone-900">
              <time dateTime={request.submittedAt}>{formatGhanaTime(request.submittedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Last updated</dt>
            <dd className="mt-0.5 font-semibold text-stone-900">
              <time dateTime={request.updatedAt}>{formatGhanaTime(request.updatedAt)}</time>
            </dd>
          </div>
        </dl>

        {request.quoting ? <QuoteSummary quoting={request.quoting} /> : null}
        {request.quoting && request.quoting.history.length > 0 ? (
          <StepHistory history={request.quoting.history} />
        ) : null}

        <div className="flex gap-3">
          {stage === 'stopped' ? (
            <CircleX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          ) : (
            <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          )}
          <div>
            <h3 className="font-semibold text-stone-900">What happens next</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-700">
              {requestNextStep(request.kind, request.status)}
            </p>
            {request.quoting ? null : (
              <p className="mt-2 text-sm text-stone-600">
                Questions about this request?{' '}
                <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
                  Contact us
                </Link>{' '}
                and quote <span className="font-mono font-semibold">{request.reference}</span>.
              </p>
            )}
          </div>
        </div>

        {request.quoting ? (
          <RequestThread
            reference={request.reference}
            thread={request.quoting.thread}
            credentials={credentials}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The request's quote: its total, its state, and the page to pay or decline it. */
function QuoteSummary({ quoting }: { quoting: TrackedQuoting }) {
  if (!quoting.quoteUrl || !quoting.quoteTotal) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="font-semibold text-stone-900">Our quote: {formatCedis(quoting.quoteTotal)}</h3>
        <p className="text-sm text-stone-700">{quoting.quoteStatusLabel}</p>
      </div>
      <Link
        to={quoting.quoteUrl}
        className={buttonVariants({ variant: 'outline', className: 'self-start sm:self-auto' })}
      >
        See the quote
      </Link>
    </div>
  );
}

/** Received → In progress → Complete, with the request's place marked. */
function Progress({ stage }: { stage: Exclude<RequestStage, 'stopped'> }) {
  const current = STEPS.findIndex((step) => step.stage === stage);
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Progress">
      {STEPS.map((step, index) => {
        const reached = index <= current;
        return (
          <li
            key={step.stage}
            aria-current={index === current ? 'step' : undefined}
            className="flex flex-col gap-2"
          >
            <span className={cn('h-1.5 rounded-full', reached ? 'bg-brand-600' : 'bg-stone-200')} />
            <span
              className={cn(
                'text-xs font-semibold sm:text-sm',
                reached ? 'text-brand-800' : 'text-stone-500',
              )}
            >
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
