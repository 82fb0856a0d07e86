import { KNOWN_CATEGORIES } from '@shared/categories';
import { discountPercent } from '@shared/money';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { SelectField } from '@web/components/form/select-field';
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

/** The shared discount rule (docs/product/admin.md, "Deals"), shown while the prices are typed. */
function discountText(original: string, sale: string): string {
  try {
    if (!original.trim() || !sale.trim()) return 'Enter both prices to see the discount.';
    return `Discount: ${discountPercent(original, sale)}% off`;
  } catch {
    return 'Enter both prices in cedis (e.g. 250.00) to see the discount.';
  }
}

export function DealFields({
  field,
  originalPrice,
  discountPrice,
  currentCategory,
  vendorExtras,
}: DealFieldsProps) {
  const categories: string[] = [...KNOWN_CATEGORIES];
  if (currentCategory && !categories.includes(currentCategory)) categories.unshift(currentCategory);
  return (
    <>
      <TextField label="Product name" required autoComplete="off" {...field('name')} />
      <TextareaField label="Description" rows={3} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Vendor name" required autoComplete="off" {...field('vendor')} />
        {vendorExtras}
        <SelectField
          label="Category"
          required
          placeholder="Select category"
          options={categories.map((category) => ({ value: category, label: category }))}
          {...field('category')}
        />
        <TextField
          label="Original price (GH₵)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...field('originalPrice')}
        />
        <TextField
          label="Discount price (GH₵)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={discountText(originalPrice, discountPrice)}
          {...field('discountPrice')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label="Verified vendor" {...field('verified')} />
        <CheckboxField label="Flash sale" {...field('flashSale')} />
      </div>
    </>
  );
}
