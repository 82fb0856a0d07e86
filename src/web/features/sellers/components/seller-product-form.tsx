import { MAX_PRODUCT_IMAGES, NEW_PRODUCT_DEFAULTS } from '@shared/catalogue/admin-product';
import { COUNTRIES, PRODUCT_CATEGORIES } from '@shared/categories';
import { discountPercent } from '@shared/money';
import { SELLER_MESSAGES, type SellerListingResponse } from '@shared/sellers/listing';
import {
  type SellerProduct,
  type SellerProductInput,
  sellerProductSchema,
} from '@shared/sellers/seller-forms';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { ImageUploadButton } from '@web/components/form/image-upload-button';
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

type Values = FormValues<SellerProductInput>;

const rules = lazyZodResolver<Values, SellerProduct>(async () => sellerProductSchema);

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

function initialValues(listing: SellerListingResponse['listing'] | null): Values {
  const fields = (listing?.fields ?? {}) as Partial<SellerProduct>;
  return {
    name: fields.name ?? '',
    description: fields.description ?? '',
    price: fields.price ?? '',
    originalPrice: fields.originalPrice ?? '',
    imageUrls: (fields.imageUrls ?? []).join(', '),
    videoUrl: fields.videoUrl ?? '',
    country: fields.country ?? NEW_PRODUCT_DEFAULTS.country,
    category: fields.category ?? '',
    shippingTime: fields.shippingTime ?? '',
    inStock: fields.inStock ?? NEW_PRODUCT_DEFAULTS.inStock,
    minOrderQuantity: String(fields.minOrderQuantity ?? NEW_PRODUCT_DEFAULTS.minOrderQuantity),
    colors: (fields.colors ?? []).join(', '),
    sizes: (fields.sizes ?? []).join(', '),
  };
}

function discountPreview(original: string, sale: string): string {
  try {
    return `${discountPercent(original, sale)}% off`;
  } catch {
    return 'Enter both prices to see the discount.';
  }
}

/**
 * The seller center's catalogue product form: the admin's product fields less the shop's own
 * (supplier, which is the vendor, rating, reviews, shown), with the shared rules; saved as a draft
 * or sent for review.
 */
export function SellerProductForm({ listing }: { listing: SellerListingResponse['listing'] | null }) {
  const navigate = useNavigate();
  const upload = useUploadSellerImages();
  const save = useSaveSellerListing(listing?.id ?? null);
  const submitting = useRef(true);
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: initialValues(listing),
    send: (fields: SellerProduct) =>
      save.mutateAsync({ kind: 'product', fields, submit: submitting.current }),
    messages: { failureTitle: 'Your listing was not saved', failure: 'Please try again.' },
    refusals: [400, 404, 409, 413, 429],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(submitting.current ? SELLER_MESSAGES.submitted : SELLER_MESSAGES.saved);
      navigate('/seller/listings');
    },
  });
  const [originalPrice, price, imageUrls] = form.watch(['originalPrice', 'price', 'imageUrls']);
  const images = imageUrls
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      aria-label="Product details"
    >
      {listing?.status === 'rejected' && listing.rejectionReason ? (
        <p
          role="note"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-900"
        >
          Why it was rejected: {listing.rejectionReason}
        </p>
      ) : null}
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={4} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Price (GH₵)" required inputMode="decimal" autoComplete="off" {...field('price')} />
        <TextField
          label="Original price (GH₵)"
          required
          inputMode="decimal"
          autoComplete="off"
          {...field('originalPrice')}
        />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {discountPreview(originalPrice, price)}
      </p>
      <TextareaField
        label="Image URLs"
        required
        rows={3}
        hint={`Separated by commas, up to ${MAX_PRODUCT_IMAGES}. The first is the main image. Add your own with the button below.`}
        {...field('imageUrls')}
      />
      <ImageUploadButton
        upload={upload}
        room={MAX_PRODUCT_IMAGES - images.length}
        max={MAX_PRODUCT_IMAGES}
        onUploaded={(urls) =>
          form.setValue('imageUrls', [...images, ...urls].join(', '), {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <TextField
        label="Video URL"
        autoComplete="off"
        hint="Optional: a direct link to an .mp4 or .webm file."
        {...field('videoUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Ships from" required options={COUNTRY_OPTIONS} {...field('country')} />
        <SelectField
          label="Category"
          required
          placeholder="Select category"
          options={CATEGORY_OPTIONS}
          {...field('category')}
        />
        <TextField
          label="Shipping time"
          required
          autoComplete="off"
          placeholder="e.g. 3-5 days"
          {...field('shippingTime')}
        />
        <TextField
          label="Minimum order"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          {...field('minOrderQuantity')}
        />
        <TextField label="Colours" autoComplete="off" hint="Separated by commas" {...field('colors')} />
        <TextField label="Sizes" autoComplete="off" hint="Separated by commas" {...field('sizes')} />
      </div>
      <CheckboxField label="In stock" {...field('inStock')} />
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
