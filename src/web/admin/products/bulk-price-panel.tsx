import {
  ADMIN_PRODUCT_MESSAGES,
  noProductsForCountry,
  type PriceAdjustment,
  type PriceAdjustmentInput,
  priceAdjustmentSchema,
  pricesAdjustedMessage,
} from '@shared/catalogue/admin-product';
import type { Country } from '@shared/categories';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useState } from 'react';
import { useAdjustProductPrices } from '../api/adjust-product-prices';

type Values = FormValues<PriceAdjustmentInput>;

const rules = lazyZodResolver<Values, PriceAdjustment>(async () => priceAdjustmentSchema);

const DIRECTION_OPTIONS = [
  { value: 'increase', label: 'Increase' },
  { value: 'decrease', label: 'Decrease' },
];

/**
 * One country's bulk price adjustment (docs/product/admin.md, "Drop-shipping products"): closed until opened; Apply changes the price and
 * original price of every product of the country at once. Success or Cancel closes and resets it.
 */
export function BulkPricePanel({ country }: { country: Country }) {
  const [open, setOpen] = useState(false);
  const headingId = `bulk-${country.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={headingId} className="font-bold text-stone-900">
        {country} products
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Raise or lower the price and original price of every {country} product by a percentage.
      </p>
      {open ? (
        <BulkPriceForm country={country} onClose={() => setOpen(false)} />
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setOpen(true)}>
          Adjust {country} prices
        </Button>
      )}
    </section>
  );
}

/** Mounted while the panel is open: closing unmounts it, so the next opening starts empty. */
function BulkPriceForm({ country, onClose }: { country: Country; onClose: () => void }) {
  const adjust = useAdjustProductPrices();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { country, direction: 'increase', percentage: '' },
    send: adjust.mutateAsync,
    messages: { failureTitle: 'Error', failure: ADMIN_PRODUCT_MESSAGES.adjustFailed },
    refusals: [429],
    toastFieldErrors: false,
    onSuccess: (result) => {
      if (result.count === 0) {
        toast.error(ADMIN_PRODUCT_MESSAGES.noProductsForCountryTitle, {
          description: noProductsForCountry(country),
        });
        return;
      }
      toast.success(pricesAdjustedMessage(result));
      onClose();
    },
    onInvalid: (errors) => {
      if (errors.percentage) {
        toast.error(ADMIN_PRODUCT_MESSAGES.invalidPercentageTitle, {
          description: errors.percentage.message ?? ADMIN_PRODUCT_MESSAGES.invalidPercentage,
        });
      }
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 flex flex-col gap-3"
      aria-label={`Adjust ${country} prices`}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Direction" options={DIRECTION_OPTIONS} {...field('direction')} />
        <TextField
          label="Percentage (%)"
          type="number"
          min={0}
          max={100}
          step={0.1}
          inputMode="decimal"
          {...field('percentage')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Applying…' : `Apply to ${country} products`}
        </Button>
      </div>
    </form>
  );
}
