import { KNOWN_CATEGORIES } from '@shared/categories';
import { discountPercent } from '@shared/money';
import { PriceField } from './price-field';
import { SelectField, type SelectFieldProps } from './select-field';
import type { TextFieldProps } from './text-field';

// The deal fields the admin's deal forms and the seller center's deal form both draw, each in its
// own layout.

type PriceProps = Omit<TextFieldProps, 'label'>;

/** The shared discount rule (docs/product/admin.md, "Deals"), shown while the prices are typed. */
export function dealDiscountText(original: string, sale: string): string {
  try {
    if (!original.trim() || !sale.trim()) return 'Enter both prices to see the discount.';
    return `Discount: ${discountPercent(original, sale)}% off`;
  } catch {
    return 'Enter both prices in cedis (e.g. 250.00) to see the discount.';
  }
}

/**
 * A deal's two prices, as sibling fields of the form's grid: the original price, then the deal's
 * own, whose label each form gives (the admin's "Discount price", the seller center's "Deal price").
 * Each form gives the fields' props (react-hook-form's `register` and message) and may add a hint.
 */
export function DealPriceFields({
  originalPrice,
  discountPrice,
}: {
  originalPrice: PriceProps;
  discountPrice: PriceProps & { label: string };
}) {
  return (
    <>
      <PriceField label="Original price (GH₵)" placeholder="0.00" {...originalPrice} />
      <PriceField placeholder="0.00" {...discountPrice} />
    </>
  );
}

/** The deal's category: the shop's, and the deal's own kept as a choice when it is not one of them. */
export function DealCategoryField({
  current,
  ...props
}: Omit<SelectFieldProps, 'label' | 'options'> & { current?: string }) {
  const categories: string[] = [...KNOWN_CATEGORIES];
  if (current && !categories.includes(current)) categories.unshift(current);
  return (
    <SelectField
      label="Category"
      required
      placeholder="Select category"
      options={categories.map((category) => ({ value: category, label: category }))}
      {...props}
    />
  );
}
