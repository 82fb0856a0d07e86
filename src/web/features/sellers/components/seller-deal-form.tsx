import { KNOWN_CATEGORIES } from '@shared/categories';
import { discountPercent } from '@shared/money';
import { SELLER_MESSAGES, type SellerListingResponse } from '@shared/sellers/listing';
import { type SellerDeal, type SellerDealInput, sellerDealSchema } from '@shared/sellers/seller-forms';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { DealImagesField } from '@web/components/form/images-field';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSaveSellerListing } from '../api/save-seller-listing';
import { useUploadSellerImages } from '../api/upload-seller-images';

type Values = FormValues<SellerDealInput>;

const rules = lazyZodResolver<Values, SellerDeal>(async () => sellerDealSchema);

const EMPTY: Values = {
  name: '',
  description: '',
  category: '',
  originalPrice: '',
  discountPrice: '',
  flashSale: false,
  imageUrls: [],
};

function initialValues(listing: SellerListingResponse['listing'] | null): Values {
  if (!listing) return EMPTY;
  const fields = listing.fields as Partial<SellerDeal>;
  return {
    name: fields.name ?? '',
    description: fields.description ?? '',
    category: fields.category ?? '',
    originalPrice: fields.originalPrice ?? '',
    discountPrice: fields.discountPrice ?? '',
    flashSale: fields.flashSale ?? false,
    imageUrls: fields.imageUrls ?? [],
  };
}

function discountText(original: string, sale: string): string {
  try {
    if (!original.trim() || !sale.trim()) return 'Enter both prices to see the discount.';
    return `Discount: ${discountPercent(original, sale)}% off`;
  } catch {
    return 'Enter both prices in cedis (e.g. 250.00) to see the discount.';
  }
}

/**
 * The seller center's deal form (the admin's deal fields a vendor sets, with the shared rules):
 * saved as a draft, or sent for review. A listed deal stays in the shop as approved until the
 * change is approved.
 */
export function SellerDealForm({ listing }: { listing: SellerListingResponse['listing'] | null }) {
  const navigate = useNavigate();
  const upload = useUploadSellerImages();
  const save = useSaveSellerListing(listing?.id ?? null);
  const submitting = useRef(true);
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: initialValues(listing),
    send: (fields: SellerDeal) => save.mutateAsync({ kind: 'deal', fields, submit: submitting.current }),
    messages: { failureTitle: 'Your listing was not saved', failure: 'Please try again.' },
    refusals: [400, 404, 409, 413, 429],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(submitting.current ? SELLER_MESSAGES.submitted : SELLER_MESSAGES.saved);
      navigate('/seller/listings');
    },
  });
  const [originalPrice, discountPrice, imageUrls] = form.watch([
    'originalPrice',
    'discountPrice',
    'imageUrls',
  ]);
  const categories: string[] = [...KNOWN_CATEGORIES];
  const current = listing ? (listing.fields as Partial<SellerDeal>).category : undefined;
  if (current && !categories.includes(current)) categories.unshift(current);

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4" aria-label="Deal details">
      {listing?.status === 'rejected' && listing.rejectionReason ? (
        <p
          role="note"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-900"
        >
          Why it was rejected: {listing.rejectionReason}
        </p>
      ) : null}
      {listing?.live && listing.status !== 'approved' ? (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          Shoppers see the approved version until this change is approved.
        </p>
      ) : null}
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={4} {...field('description')} />
      <SelectField
        label="Category"
        required
        placeholder="Select category"
        options={categories.map((category) => ({ value: category, label: category }))}
        {...field('category')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Original price (GH₵)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...field('originalPrice')}
        />
        <TextField
          label="Deal price (GH₵)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...field('discountPrice')}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {discountText(originalPrice, discountPrice)}
      </p>
      <CheckboxField label="Flash sale" {...field('flashSale')} />
      <DealImagesField
        upload={upload}
        urls={imageUrls}
        onChange={(urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.imageUrls?.message}
      />
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
    </form>
  );
}
