import type { SellerListingResponse } from '@shared/sellers/listing';
import { type SellerDeal, type SellerDealInput, sellerDealSchema } from '@shared/sellers/seller-forms';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { DealCategoryField, DealPriceFields, dealDiscountText } from '@web/components/form/deal-fields';
import { DealImagesField } from '@web/components/form/images-field';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import type { FormValues } from '@web/lib/use-schema-form';
import { useUploadSellerImages } from '../api/upload-seller-images';
import { RejectionNote, SellerListingActions, useSellerListingForm } from './seller-listing-form';

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

/**
 * The seller center's deal form (the admin's deal fields a vendor sets, with the shared rules):
 * saved as a draft, or sent for review. A listed deal stays in the shop as approved until the
 * change is approved.
 */
export function SellerDealForm({ listing }: { listing: SellerListingResponse['listing'] | null }) {
  const upload = useUploadSellerImages();
  const { form, field, onSubmit, isSubmitting, submitting } = useSellerListingForm({
    listing,
    rules,
    defaultValues: initialValues(listing),
    body: (fields: SellerDeal, submit) => ({ kind: 'deal', fields, submit }),
  });
  const [originalPrice, discountPrice, imageUrls] = form.watch([
    'originalPrice',
    'discountPrice',
    'imageUrls',
  ]);
  const currentCategory = listing ? (listing.fields as Partial<SellerDeal>).category : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-4" aria-label="Deal details">
      <RejectionNote listing={listing} />
      {listing?.live && listing.status !== 'approved' ? (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          Shoppers see the approved version until this change is approved.
        </p>
      ) : null}
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={4} {...field('description')} />
      <DealCategoryField current={currentCategory} {...field('category')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DealPriceFields
          originalPrice={field('originalPrice')}
          discountPrice={{ ...field('discountPrice'), label: 'Deal price (GH₵)' }}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {dealDiscountText(originalPrice, discountPrice)}
      </p>
      <CheckboxField label="Flash sale" {...field('flashSale')} />
      <DealImagesField
        upload={upload}
        urls={imageUrls}
        onChange={(urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.imageUrls?.message}
      />
      <SellerListingActions submitting={submitting} isSubmitting={isSubmitting} />
    </form>
  );
}
