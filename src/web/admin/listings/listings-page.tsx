import { formatDateTime } from '@shared/dates';
import {
  ADMIN_SELLER_LINE_STATUS_LABELS,
  type AdminListingRevision,
  changedFields,
  formatHours,
  LISTING_FIELD_LABELS,
  LISTING_KIND_LABELS,
} from '@shared/sellers/listing';
import {
  type ListingReviewInput,
  type SellerSettingsInput,
  sellerSettingsSchema,
} from '@shared/sellers/seller-forms';
import { storePath } from '@shared/sellers/store';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useState } from 'react';
import { useListingQueue } from '../api/list-listing-queue';
import { useSellers } from '../api/list-sellers';
import { useReviewListings } from '../api/review-listings';
import { useSetSellerSettings } from '../api/set-seller-settings';
import { AdminLayout } from '../components/admin-layout';

/** A field's value as the diff shows it: prices and text as they are, lists one per line, yes or no. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join('\n');
  return String(value);
}

/**
 * Vendors' listings under review (docs/decisions/066): the queue, oldest first, each proposal with
 * what it changes against the live version; approve or reject one, or the chosen ones together, a
 * rejection with the reason the vendor reads. Below, the sellers' scores and the lines past their
 * time to be ready.
 */
export function ListingsPage() {
  const queue = useListingQueue();
  const review = useReviewListings();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const revisions = queue.data?.revisions ?? [];
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approve = async (ids: string[]) => {
    try {
      const { reviewed } = await review.mutateAsync({ decision: 'approve', ids });
      toast.success(`${reviewed} ${reviewed === 1 ? 'listing' : 'listings'} approved`, {
        description: 'They are in the shop now.',
      });
      setChosen(new Set());
    } catch (error) {
      toast.error('Nothing was approved', { description: errorMessage(error, undefined, [400, 409]) });
    }
  };

  return (
    <AdminLayout
      title="Listings"
      description="Vendors' new listings and changes wait here before shoppers see them. A listed item stays in the shop at its approved version while a change waits."
    >
      <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="queue-heading" className="text-lg font-bold text-stone-900">
            {queue.data ? `${revisions.length} waiting for review` : 'Waiting for review'}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={chosen.size === 0 || review.isPending}
              onClick={() => setRejecting([...chosen])}
            >
              Reject chosen ({chosen.size})
            </Button>
            <Button disabled={chosen.size === 0} busy={review.isPending} onClick={() => approve([...chosen])}>
              Approve chosen ({chosen.size})
            </Button>
          </div>
        </div>
        {queue.isPending ? (
          <Spinner className="py-10" />
        ) : queue.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(queue.error, 'The queue could not load.')}
          </p>
        ) : revisions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
            No listing waits for review.
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {revisions.map((revision) => (
              <Proposal
                key={revision.id}
                revision={revision}
                chosen={chosen.has(revision.id)}
                onChoose={(on) => choose(revision.id, on)}
                onApprove={() => approve([revision.id])}
                onReject={() => setRejecting([revision.id])}
                busy={review.isPending}
              />
            ))}
          </ul>
        )}
      </section>

      <Sellers />

      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && setRejecting(null)}>
        {rejecting ? (
          <DialogContent
            title={rejecting.length === 1 ? 'Reject this listing' : `Reject ${rejecting.length} listings`}
            description="The vendor reads the reason in the seller center and can fix the listing."
          >
            <RejectForm
              ids={rejecting}
              onDone={() => {
                setRejecting(null);
                setChosen(new Set());
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}

function Proposal(props: {
  revision: AdminListingRevision;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  const { revision, chosen, onChoose, onApprove, onReject, busy } = props;
  const name = String(revision.fields.name ?? '');
  const changed = changedFields(revision.fields, revision.liveFields);
  const headingId = `proposal-${revision.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
          aria-labelledby={headingId}
          className="mt-1.5 size-5 accent-brand-700"
        />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold break-words text-stone-900">
            {name}
          </h3>
          <p className="text-sm text-stone-600">
            {revision.liveFields ? 'Change to a listed' : 'New'}{' '}
            {LISTING_KIND_LABELS[revision.kind].toLowerCase()} by{' '}
            {revision.vendor.slug ? (
              <a href={storePath(revision.vendor.slug)} className="font-semibold text-brand-800 underline">
                {revision.vendor.businessName}
              </a>
            ) : (
              <span className="font-semibold">{revision.vendor.businessName}</span>
            )}
            {revision.submittedAt ? ` · sent ${formatDateTime(revision.submittedAt)}` : ''}
          </p>
        </div>
      </div>
      <table className="mt-3 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">What {name} changes</caption>
        <thead>
          <tr className="text-left text-xs text-stone-500">
            <th scope="col" className="w-28 py-1 pr-2 font-semibold">
              Field
            </th>
            {revision.liveFields ? (
              <th scope="col" className="py-1 pr-2 font-semibold">
                Live now
              </th>
            ) : null}
            <th scope="col" className="py-1 font-semibold">
              {revision.liveFields ? 'Proposed' : 'Value'}
            </th>
          </tr>
        </thead>
        <tbody>
          {changed.map((field) => (
            <tr key={field} className="border-t border-stone-100 align-top">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium text-stone-700">
                {LISTING_FIELD_LABELS[field]}
              </th>
              {revision.liveFields ? (
                <td className="py-1.5 pr-2 break-words whitespace-pre-wrap text-stone-500 line-through">
                  {shown(revision.liveFields[field])}
                </td>
              ) : null}
              <td className="py-1.5 break-words whitespace-pre-wrap text-stone-900">
                {field === 'imageUrls' && Array.isArray(revision.fields.imageUrls) ? (
                  <span className="flex flex-wrap gap-2">
                    {(revision.fields.imageUrls as string[]).map((url, index) => (
                      <img
                        key={url}
                        src={url}
                        alt={`${name}, ${index + 1} of ${(revision.fields.imageUrls as string[]).length}`}
                        width={72}
                        height={72}
                        className="size-18 rounded-lg bg-stone-100 object-cover"
                      />
                    ))}
                  </span>
                ) : (
                  shown(revision.fields[field])
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={onReject}>
          Reject<span className="sr-only"> {name}</span>
        </Button>
        <Button disabled={busy} onClick={onApprove}>
          Approve<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

function RejectForm({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const review = useReviewListings();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    const body: ListingReviewInput = { decision: 'reject', ids, reason };
    if (reason.trim().length < 5) {
      setError('Please give the reason (at least 5 characters)');
      return;
    }
    try {
      const { reviewed } = await review.mutateAsync(body);
      toast.success(`${reviewed} ${reviewed === 1 ? 'listing' : 'listings'} rejected`);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, undefined, [400, 409]));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Reject listings"
    >
      <TextareaField
        label="Reason"
        rows={4}
        required
        hint="The vendor reads this in the seller center."
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={review.isPending}>
          Reject
        </Button>
      </div>
    </form>
  );
}

const settingsRules = lazyZodResolver<{ readyWithinHours: string }, { readyWithinHours: number }>(
  async () => sellerSettingsSchema,
);

function Sellers() {
  const sellers = useSellers();
  const data = sellers.data;
  return (
    <section aria-labelledby="sellers-heading" className="mt-10 flex flex-col gap-4">
      <h2 id="sellers-heading" className="text-lg font-bold text-stone-900">
        Sellers, last 30 days
      </h2>
      {sellers.isPending ? (
        <Spinner className="py-10" />
      ) : sellers.isError || !data ? (
        <p role="alert" className="text-red-700">
          {errorMessage(sellers.error, 'The sellers could not load.')}
        </p>
      ) : (
        <>
          <ReadyWithinForm hours={data.readyWithinHours} />
          <section
            aria-label="Each seller's score"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, and nothing in it takes focus: the keyboard scrolls it from here.
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-stone-200 bg-white"
          >
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">Each seller's score</caption>
              <thead className="bg-stone-50 text-left text-xs text-stone-600">
                <tr>
                  <th scope="col" className="p-2">
                    Seller
                  </th>
                  <th scope="col" className="p-2">
                    Ready on time
                  </th>
                  <th scope="col" className="p-2">
                    Late
                  </th>
                  <th scope="col" className="p-2">
                    Declined
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.sellers.map((seller) => (
                  <tr key={seller.id} className="border-t border-stone-100">
                    <th scope="row" className="p-2 text-left font-semibold break-words text-stone-900">
                      {seller.businessName}
                      {seller.status === 'suspended' ? (
                        <span className="ml-2 text-xs text-red-700">Suspended</span>
                      ) : null}
                    </th>
                    <td className="p-2">
                      {seller.score.onTimePercent === null
                        ? 'No lines yet'
                        : `${seller.score.onTimePercent}%`}
                    </td>
                    <td className="p-2">{seller.score.late}</td>
                    <td className="p-2">{seller.score.declined}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <h3 className="text-base font-bold text-stone-900">
            Lines not ready within {formatHours(data.readyWithinHours)}
          </h3>
          {data.lateLines.length === 0 ? (
            <p className="text-stone-600">No line is late.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.lateLines.map((line) => (
                <li
                  key={`${line.kind}:${line.id}`}
                  className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950"
                >
                  <span className="font-semibold break-words">{line.item}</span> ({line.reference}) from{' '}
                  <span className="font-semibold break-words">{line.vendor}</span>:{' '}
                  {ADMIN_SELLER_LINE_STATUS_LABELS[line.sellerStatus]}, due {formatDateTime(line.readyBy)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ReadyWithinForm({ hours }: { hours: number }) {
  const save = useSetSellerSettings();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules: settingsRules,
    defaultValues: { readyWithinHours: String(hours) },
    send: (values: { readyWithinHours: number }) => save.mutateAsync(values satisfies SellerSettingsInput),
    messages: { failureTitle: 'The time was not saved', failure: 'Please try again.' },
    onSuccess: (result) => toast.success(`Sellers now have ${formatHours(result.readyWithinHours)} per line`),
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label="Time to be ready"
    >
      <TextField
        label="Hours a seller has to make a line ready"
        inputMode="numeric"
        className="w-full sm:w-72"
        {...field('readyWithinHours')}
      />
      <Button type="submit" variant="outline" busy={isSubmitting}>
        Save
      </Button>
    </form>
  );
}
