import { MAX_PRODUCT_IMAGES } from '@shared/catalogue/admin-product';
import { COUNTRIES, PRODUCT_CATEGORIES } from '@shared/categories';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type ImageUpload, ImageUploadButton } from './image-upload-button';
import { PriceField } from './price-field';
import { SelectField, type SelectFieldProps } from './select-field';
import { TextField, type TextFieldProps } from './text-field';
import { TextareaField } from './textarea-field';

// The product fields the admin's product form and the seller center's product form both draw.
// Where the two forms differ (a hint, a label, the layout) the form says so with a prop.

type ProductField = 'name' | 'description' | 'price' | 'originalPrice' | 'imageUrls' | 'videoUrl';
type FieldProps = UseFormRegisterReturn & { error?: string };

/** What the fields need of the form (react-hook-form's): the image URLs as typed, set again after an upload. */
interface ImageUrlsForm {
  watch: (name: 'imageUrls') => string;
  setValue: (
    name: 'imageUrls',
    value: string,
    options: { shouldDirty: boolean; shouldValidate: boolean },
  ) => void;
  formState: { isSubmitted: boolean };
}

export interface ProductFieldsProps {
  field: (name: ProductField) => FieldProps;
  descriptionRows: number;
  /** The prices' placeholder (the admin's "0.00"). */
  pricePlaceholder?: string;
  /** The computed discount: a third column beside the prices with `discountBeside`, else a line below them. */
  discount: ReactNode;
  discountBeside?: boolean;
  /** The image URLs' hint, after the shared first sentences. */
  imagesHint: string;
  videoHint: string;
  form: ImageUrlsForm;
  /** The upload of the area the form is in (the admin's, the seller center's). */
  upload: ImageUpload;
}

/**
 * A product's name, description, prices, images and video, in that order, as sibling fields of
 * the form's column. Lists are typed comma-separated; an upload adds its images at the end.
 */
export function ProductFields({
  field,
  descriptionRows,
  pricePlaceholder,
  discount,
  discountBeside = false,
  imagesHint,
  videoHint,
  form,
  upload,
}: ProductFieldsProps) {
  const images = form
    .watch('imageUrls')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  return (
    <>
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={descriptionRows} {...field('description')} />
      <div className={cn('grid gap-4', discountBeside ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        <PriceField label="Price (GH₵)" placeholder={pricePlaceholder} {...field('price')} />
        <PriceField label="Original price (GH₵)" placeholder={pricePlaceholder} {...field('originalPrice')} />
        {discountBeside ? discount : null}
      </div>
      {discountBeside ? null : discount}
      <TextareaField
        label="Image URLs"
        required
        rows={3}
        hint={`Separated by commas, up to ${MAX_PRODUCT_IMAGES}. The first is the main image. ${imagesHint}`}
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
      <TextField label="Video URL" autoComplete="off" hint={videoHint} {...field('videoUrl')} />
    </>
  );
}

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

type SelectProps = Omit<SelectFieldProps, 'label' | 'options'>;
type TextProps = Omit<TextFieldProps, 'label'>;

/** Where the product ships from: its label is the form's ("Country", "Ships from"). */
export function ProductCountryField(props: SelectProps & { label: string }) {
  return <SelectField required options={COUNTRY_OPTIONS} {...props} />;
}

export function ProductCategoryField(props: SelectProps) {
  return (
    <SelectField
      label="Category"
      required
      placeholder="Select category"
      options={CATEGORY_OPTIONS}
      {...props}
    />
  );
}

export function ShippingTimeField(props: TextProps) {
  return (
    <TextField label="Shipping time" required autoComplete="off" placeholder="e.g. 3-5 days" {...props} />
  );
}

export function MinimumOrderField(props: TextProps) {
  return <TextField label="Minimum order" type="number" min={1} step={1} inputMode="numeric" {...props} />;
}
