import {
  DUTY_CATEGORIES,
  estimateLandedCost,
  landedCostInput,
  ORIGIN_CURRENCY,
} from '@shared/requests/landed-cost';
import type { ShopAndShipOrigin } from '@shared/requests/shop-and-ship-options';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Calculator } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLandedCostRates } from '../api/get-landed-cost-rates';
import { LandedCostBreakdown } from './landed-cost-breakdown';

/** A field as the form's `field(name)` gives it: react-hook-form's registration and its message. */
type FieldProps = UseFormRegisterReturn & { error?: string };

export interface LandedCostSectionProps {
  origin: ShopAndShipOrigin;
  /** The fields' props (register + message); no quantity for Dubai, whose form already asks it. */
  fields: {
    itemPrice: FieldProps;
    itemQuantity: FieldProps | null;
    itemWeightKg: FieldProps;
    itemCategory: FieldProps;
  };
  /** The values as typed, watched by the form. */
  values: {
    itemPrice: string;
    itemQuantity?: string;
    quantity?: string;
    itemWeightKg: string;
    itemCategory: string;
  };
}

const CATEGORY_OPTIONS = DUTY_CATEGORIES.map(({ value, label }) => ({ value, label }));

/**
 * "What will it cost in Ghana?": price, quantity, weight and category, and the estimate worked out
 * as the shopper types by the same function the server stores it with (docs/decisions/042).
 */
export function LandedCostSection({ origin, fields, values }: LandedCostSectionProps) {
  const currency = ORIGIN_CURRENCY[origin];
  const rates = useLandedCostRates();
  const input = landedCostInput(origin, values);
  // Cheap enough to work out on every keystroke.
  const estimate = rates.data && input ? estimateLandedCost(rates.data, input) : null;

  return (
    <FormSection
      title="Cost in Ghana (estimate)"
      icon={Calculator}
      description="Optional: the seller's price, quantity, weight and category give an estimate of the item cost, freight, import duty, levies and VAT."
    >
      <TextField
        label={`Item Price (${currency})`}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        {...fields.itemPrice}
      />
      {fields.itemQuantity ? (
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...fields.itemQuantity}
        />
      ) : null}
      <TextField
        label="Weight per Item (kg)"
        type="number"
        inputMode="decimal"
        min={0.001}
        step={0.001}
        hint="As the seller lists it, or your best guess."
        {...fields.itemWeightKg}
      />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        placeholder="Select category"
        {...fields.itemCategory}
      />
      <section aria-label="Landed cost estimate" aria-live="polite" className="sm:col-span-2">
        {estimate ? (
          <LandedCostBreakdown estimate={estimate} />
        ) : (
          <p className="rounded-xl bg-stone-50 px-3 py-3 text-sm text-stone-600">
            {rates.isError
              ? "The rates could not be loaded just now: send your request and we'll quote you within 24 hours."
              : `Enter the price in ${currency}, the quantity, the weight and the category to see an estimate in GH₵.`}
          </p>
        )}
      </section>
    </FormSection>
  );
}
