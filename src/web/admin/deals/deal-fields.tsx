import { CheckboxField } from '@web/components/form/checkbox-field';
import { DealCategoryField, DealPriceFields, dealDiscountText } from '@web/components/form/deal-fields';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The fields the create form and the edit modal share. */
type SharedField =
  | 'name'
  | 'description'
  | 'vendor'
  | 'category'
  | 'originalPrice'
  | 'discountPrice'
  | 'verified'
  | 'flashSale';

type FieldProps = UseFormRegisterReturn & { error?: string };

export interface DealFieldsProps {
  field: (name: SharedField) => FieldProps;
  /** The prices as typed, for the computed discount. */
  originalPrice: string;
  discountPrice: string;
  /** The deal's own category, kept as a choice when it is not one of the shop's. */
  currentCategory?: string;
  /** Fields only one of the forms has (vendor location), placed after the vendor. */
  vendorExtras?: ReactNode;
}

export function DealFields({
  field,
  originalPrice,
  discountPrice,
  currentCategory,
  vendorExtras,
}: DealFieldsProps) {
  return (
    <>
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={3} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Vendor name" required autoComplete="off" {...field('vendor')} />
        {vendorExtras}
        <DealCategoryField current={currentCategory} {...field('category')} />
        <DealPriceFields
          originalPrice={field('originalPrice')}
          discountPrice={{
            ...field('discountPrice'),
            label: 'Discount price (GH₵)',
            hint: dealDiscountText(originalPrice, discountPrice),
          }}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label="Verified vendor" {...field('verified')} />
        <CheckboxField label="Flash sale" {...field('flashSale')} />
      </div>
    </>
  );
}
