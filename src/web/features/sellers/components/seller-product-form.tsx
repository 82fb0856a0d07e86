import { NEW_PRODUCT_DEFAULTS } from '@shared/catalogue/admin-product';
import { discountPercent } from '@shared/money';
import type { SellerListingResponse } from '@shared/sellers/listing';
import {
  type SellerProduct,
  type SellerProductInput,
  sellerProductSchema,
} from '@shared/sellers/seller-forms';
import { CheckboxField } from '@web/components/form/checkbox-field';
import {
  MinimumOrderField,
  ProductCategoryField,
  ProductCountryField,
  ProductFields,
  ShippingTimeField,
} from '@web/components/form/product-fields';
import { TextField } from '@web/components/form/text-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import type { FormValues } from '@web/lib/use-schema-form';
import { useUploadSellerImages } from '../api/upload-seller-images';
import { RejectionNote, SellerListingActions, useSellerListingForm } from './seller-listing-form';

type Values = FormValues<SellerProductInput>;

const rules = lazyZodResolver<Values, SellerProduct>(async () => sellerProductSchema);

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
  const upload = useUploadSellerImages();
  const { form, field, onSubmit, isSubmitting, submitting } = useSellerListingForm({
    listing,
    rules,
    defaultValues: initialValues(listing),
    body: (fields: SellerProduct, submit) => ({ kind: 'product', fields, submit }),
  });
  const [originalPrice, price] = form.watch(['originalPrice', 'price']);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-2xl flex-col gap-4"
      aria-label="Product details"
    >
      <RejectionNote listing={listing} />
      <ProductFields
        field={field}
        descriptionRows={4}
        discount={
          <p className="text-sm text-stone-600" aria-live="polite">
            {discountPreview(originalPrice, price)}
          </p>
        }
        imagesHint="Add your own with the button below."
        videoHint="Optional: a direct link to an .mp4 or .webm file."
        form={form}
        upload={upload}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProductCountryField label="Ships from" {...field('country')} />
        <ProductCategoryField {...field('category')} />
        <ShippingTimeField {...field('shippingTime')} />
        <MinimumOrderField {...field('minOrderQuantity')} />
        <TextField label="Colours" autoComplete="off" hint="Separated by commas" {...field('colors')} />
        <TextField label="Sizes" autoComplete="off" hint="Separated by commas" {...field('sizes')} />
      </div>
      <CheckboxField label="In stock" {...field('inStock')} />
      <SellerListingActions submitting={submitting} isSubmitting={isSubmitting} />
    </form>
  );
}
