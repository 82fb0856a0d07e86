import { COMMON_DESTINATIONS, DHL_MESSAGES } from '@shared/dhl/dhl-messages';
import type { DhlShipmentInput } from '@shared/dhl/dhl-shipment';
import { todayInGhana } from '@shared/requests/today';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { FormSection } from '@web/components/form/form-section';
import { SubmissionSuccess } from '@web/components/form/submission-success';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { useFormSubmission } from '@web/lib/use-form-submission';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateDhlShipment } from '../api/create-dhl-shipment';

type Values = {
  [Field in keyof DhlShipmentInput]-?: Field extends 'needsDhlPackaging' ? boolean : string;
};

const dhlRules = lazyZodResolver<Values>(() =>
  import('@shared/dhl/dhl-shipment').then((module) => module.dhlShipmentSchema),
);

const EMPTY: Values = {
  fullName: '',
  contactNumber: '',
  email: '',
  pickupAddress: '',
  pickupCity: '',
  pickupLandmark: '',
  preferredPickupDate: '',
  preferredPickupTime: '',
  packageDescription: '',
  weightKg: '',
  dimensionsLengthCm: '',
  dimensionsWidthCm: '',
  dimensionsHeightCm: '',
  destinationCountry: '',
  destinationAddress: '',
  destinationCity: '',
  destinationPostalCode: '',
  needsDhlPackaging: false,
  specialInstructions: '',
};

/** Spec 2, section 2 (DHL Pickup & Shipping): pickup, package and destination; the date picker starts today. */
export function DhlShippingForm() {
  const countriesId = useId();
  const form = useForm<Values>({ resolver: dhlRules.resolver, defaultValues: EMPTY });
  const create = useCreateDhlShipment();
  const { onSubmit, isSubmitting, reference, startOver } = useFormSubmission({
    form,
    empty: EMPTY,
    messages: DHL_MESSAGES,
    send: create.mutateAsync,
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (reference) {
    return (
      <SubmissionSuccess
        title={DHL_MESSAGES.successTitle}
        message={DHL_MESSAGES.success}
        reference={reference}
        resetLabel="Ship another package"
        onReset={startOver}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={dhlRules.preload} noValidate className="flex flex-col gap-6">
      <FormSection title="Pickup Details" description="Where and when our courier collects your package.">
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Contact Number"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          required
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextareaField
          label="Pickup Address"
          rows={2}
          autoComplete="street-address"
          placeholder="House number, street and area"
          required
          className="sm:col-span-2"
          error={errors.pickupAddress?.message}
          {...register('pickupAddress')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.pickupCity?.message}
          {...register('pickupCity')}
        />
        <TextField
          label="Landmark (optional)"
          placeholder="e.g. Near the Shell station"
          error={errors.pickupLandmark?.message}
          {...register('pickupLandmark')}
        />
        <TextField
          label="Preferred Pickup Date"
          type="date"
          min={todayInGhana()}
          required
          error={errors.preferredPickupDate?.message}
          {...register('preferredPickupDate')}
        />
        <TextField
          label="Preferred Pickup Time"
          type="time"
          required
          error={errors.preferredPickupTime?.message}
          {...register('preferredPickupTime')}
        />
      </FormSection>

      <FormSection title="Package Details" description="Sizes help us quote; leave them out if unsure.">
        <TextareaField
          label="What are you shipping?"
          rows={2}
          placeholder="e.g. 2 pairs of shoes and 3 kente cloths"
          required
          className="sm:col-span-2"
          error={errors.packageDescription?.message}
          {...register('packageDescription')}
        />
        <TextField
          label="Weight in kg (optional)"
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          error={errors.weightKg?.message}
          {...register('weightKg')}
        />
        <div className="grid grid-cols-3 gap-2">
          <TextField
            label="Length cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            error={errors.dimensionsLengthCm?.message}
            {...register('dimensionsLengthCm')}
          />
          <TextField
            label="Width cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            error={errors.dimensionsWidthCm?.message}
            {...register('dimensionsWidthCm')}
          />
          <TextField
            label="Height cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            error={errors.dimensionsHeightCm?.message}
            {...register('dimensionsHeightCm')}
          />
        </div>
        <CheckboxField
          label="I need DHL packaging"
          description="We bring a DHL box or flyer that fits your items."
          className="sm:col-span-2"
          error={errors.needsDhlPackaging?.message}
          {...register('needsDhlPackaging')}
        />
      </FormSection>

      <FormSection title="Destination" description="Where DHL delivers your package.">
        <TextField
          label="Destination Country"
          list={countriesId}
          autoComplete="country-name"
          required
          error={errors.destinationCountry?.message}
          {...register('destinationCountry')}
        />
        <datalist id={countriesId}>
          {COMMON_DESTINATIONS.map((country) => (
            <option key={country} value={country} />
          ))}
        </datalist>
        <TextField
          label="Destination City"
          required
          error={errors.destinationCity?.message}
          {...register('destinationCity')}
        />
        <TextareaField
          label="Destination Address"
          rows={2}
          required
          className="sm:col-span-2"
          error={errors.destinationAddress?.message}
          {...register('destinationAddress')}
        />
        <TextField
          label="Postal Code (optional)"
          autoComplete="postal-code"
          error={errors.destinationPostalCode?.message}
          {...register('destinationPostalCode')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          className="sm:col-span-2"
          error={errors.specialInstructions?.message}
          {...register('specialInstructions')}
        />
      </FormSection>

      <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-end">
        {isSubmitting ? 'Submitting...' : 'Submit Shipping Request'}
      </Button>
    </form>
  );
}
