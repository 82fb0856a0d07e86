import { SELLER_MESSAGES, type SellerListingResponse } from '@shared/sellers/listing';
import type { SellerListingInput } from '@shared/sellers/seller-forms';
import { Button } from '@web/components/ui/button';
import type { LazyResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { type RefObject, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveSellerListing } from '../api/save-seller-listing';

type Listing = SellerListingResponse['listing'];

/**
 * What the seller center's deal and product forms share: the form on the listing's shared rules,
 * saved as a draft or sent for review (whichever button was pressed), then back to the listings.
 * `body` makes the request from the checked fields and whether to send them for review.
 */
export function useSellerListingForm<Values extends FieldValues, Output>({
  listing,
  rules,
  defaultValues,
  body,
}: {
  listing: Listing | null;
  rules: LazyResolver<Values, Output>;
  defaultValues: Values;
  body: (fields: Output, submit: boolean) => SellerListingInput;
}) {
  const navigate = useNavigate();
  const save = useSaveSellerListing(listing?.id ?? null);
  // Which button sent the form: "Send for review" (true) or "Save draft" (false).
  const submitting = useRef(true);
  const schemaForm = useSchemaForm({
    rules,
    defaultValues,
    send: (fields: Output) => save.mutateAsync(body(fields, submitting.current)),
    messages: { failureTitle: 'Your listing was not saved', failure: 'Please try again.' },
    refusals: [400, 404, 409, 413, 429],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(submitting.current ? SELLER_MESSAGES.submitted : SELLER_MESSAGES.saved);
      navigate('/seller/listings');
    },
  });
  return { ...schemaForm, submitting };
}

/** Why the shop refused the listing, above its fields, as the vendor wrote nothing of it. */
export function RejectionNote({ listing }: { listing: Listing | null }) {
  if (listing?.status !== 'rejected' || !listing.rejectionReason) return null;
  return (
    <p
      role="note"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-900"
    >
      Why it was rejected: {listing.rejectionReason}
    </p>
  );
}

/** The form's two ways out: send for review, or keep it as a draft. */
export function SellerListingActions({
  submitting,
  isSubmitting,
}: {
  submitting: RefObject<boolean>;
  isSubmitting: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button type="submit" size="lg" busy={isSubmitting} onClick={() => (submitting.current = true)}>
        Send for review
      </Button>
      <Button
        type="submit"
        size="lg"
        variant="outline"
        disabled={isSubmitting}
        onClick={() => (submitting.current = false)}
      >
        Save draft
      </Button>
    </div>
  );
}
