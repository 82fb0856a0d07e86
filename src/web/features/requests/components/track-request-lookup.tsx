import type { TrackedRequest } from '@shared/requests/request-kinds';
import type { TrackRequestInput } from '@shared/requests/track';
import { TRACK_MESSAGES } from '@shared/requests/track-messages';
import { TextField } from '@web/components/form/text-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError, errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTrackRequest } from '../api/track-request';
import { TrackedRequestCard } from './tracked-request-card';

const trackRules = lazyZodResolver<TrackRequestInput>(() =>
  import('@shared/requests/track').then((module) => module.trackRequestSchema),
);

export interface TrackRequestLookupProps {
  /** From `?reference=` (the success messages and confirmation e-mails link here with it). */
  initialReference?: string;
  /** From `?token=`: the link in our message about the request, which shows it without a contact. */
  initialToken?: string;
  /** An order's status timeline (drawn by the orders feature; the page passes it in). */
  renderOrder?: (request: TrackedRequest) => ReactNode;
}

/** The /track form and its answer: the request, "not found", or why the lookup failed. */
export function TrackRequestLookup({
  initialReference = '',
  initialToken = '',
  renderOrder,
}: TrackRequestLookupProps) {
  const lookup = useTrackRequest();
  // Opened from our message: the request is looked up with the link's token at once.
  const { mutate } = lookup;
  useEffect(() => {
    if (initialReference && initialToken) mutate({ reference: initialReference, token: initialToken });
  }, [initialReference, initialToken, mutate]);
  // No toasts: the answer, or why there is none, shows below the form.
  const { form, field, onSubmit } = useSchemaForm({
    rules: trackRules,
    defaultValues: { reference: initialReference, contact: '' },
    send: lookup.mutateAsync,
  });
  const { setFocus } = form;

  // With the reference filled in from the link, the contact detail is what is left to type.
  useEffect(() => {
    if (initialReference && !initialToken) setFocus('contact');
  }, [initialReference, initialToken, setFocus]);

  const failure = lookup.error;
  const fieldFailure = failure instanceof ApiError && failure.status === 400 && failure.fields;

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-xl font-bold tracking-tight text-stone-900">Find your request</h2>
          <p className="text-sm text-stone-600">
            Enter the reference from your confirmation and the phone number or e-mail you gave us.
          </p>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            // Not on focus: the page focuses the contact field itself when the link carries the
            // reference, and zod must not join the first load. The first key or tap loads it.
            onKeyDown={trackRules.preload}
            onPointerDown={trackRules.preload}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            aria-label="Track a request"
          >
            <TextField
              label="Reference"
              placeholder="e.g. DLV-7K3Q9M"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              className="[&_input]:font-mono [&_input]:tracking-wider"
              {...field('reference')}
            />
            <TextField
              label="Phone number or e-mail"
              placeholder="e.g. 024 123 4567"
              autoComplete="tel"
              required
              hint="The one you gave on the request"
              {...field('contact')}
            />
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" busy={lookup.isPending} className="w-full sm:w-auto">
                {lookup.isPending ? (
                  'Searching...'
                ) : (
                  <>
                    <Search aria-hidden="true" />
                    Track request
                  </>
                )}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <div aria-live="polite" aria-busy={lookup.isPending}>
        {lookup.isPending ? (
          <ResultSkeleton />
        ) : lookup.data ? (
          <TrackedRequestCard
            request={lookup.data.request}
            credentials={
              lookup.variables?.token
                ? { token: lookup.variables.token }
                : { contact: lookup.variables?.contact }
            }
            orderDetails={lookup.data.request.order && renderOrder?.(lookup.data.request)}
          />
        ) : failure && !fieldFailure ? (
          <FailureAlert error={failure} />
        ) : null}
      </div>
    </div>
  );
}

function FailureAlert({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert variant="error" title="No request found">
        <p>{TRACK_MESSAGES.notFound}</p>
        <p className="mt-1">
          Check the reference, and use the phone number or e-mail you gave on the request.
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="We couldn't look up your request">
      <p>{errorMessage(error)}</p>
    </Alert>
  );
}

function ResultSkeleton() {
  return (
    <Card className="p-6">
      <div className="flex animate-pulse flex-col gap-4">
        <Skeleton pulse={false} className="h-4 w-28" />
        <Skeleton pulse={false} className="h-6 w-56" />
        <Skeleton pulse={false} className="h-2 w-full" />
        <Skeleton pulse={false} className="h-16 w-full rounded-xl" />
      </div>
      <span className="sr-only">Looking up your request…</span>
    </Card>
  );
}
