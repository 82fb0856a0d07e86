import { COMMON_DESTINATIONS, DHL_MESSAGES } from '@shared/dhl/dhl-messages';
import type { DhlShipmentInput } from '@shared/dhl/dhl-shipment';
import { todayInGhana } from '@shared/requests/today';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { FormSection } from '@web/components/form/form-section';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { YourDetails } from '@web/components/form/your-details';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { useCreateDhlShipment } from '../api/create-dhl-shipment';

type Values = FormValues<DhlShipmentInput>;

const dhlRules = lazyZodResolver<Values>(() =>
  import('@shared/dhl/dhl-shipment').then((module) => module.dhlShipmentSchema),
);

const EMPTY = emptyValues<DhlShipmentInput>()(
  [
    'fullName',
    'contactNumber',
    'email',
    'pickupAddress',
    'pickupCity',
    'pickupLandmark',
    'preferredPickupDate',
    'preferredPickupTime',
    'packageDescription',
    'weightKg',
    'dimensionsLengthCm',
    'dimensionsWidthCm',
    'dimensionsHeightCm',
    'destinationCountry',
    'destinationAddress',
    'destinationCity',
    'destinationPostalCode',
    'specialInstructions',
  ],
  { needsDhlPackaging: false },
);

/** Pickup, package and destination; the date picker starts today (docs/product/services.md, "DHL pickup and shipping"). */
export function DhlShippingForm() {
  const countriesId = useId();
  const service = useServiceForm({
    rules: dhlRules,
    defaultValues: EMPTY,
    draft: 'request:dhl',
    submit: useCreateDhlShipment(),
    messages: DHL_MESSAGES,
    prefill: (saved) => ({
      fullName: saved.name,
      contactNumber: saved.phone,
      email: saved.email,
      pickupAddress: saved.street,
      pickupCity: saved.city,
      pickupLandmark: saved.landmark,
    }),
  });
  const { field } = service;

  return (
    <ServiceForm
      service={service}
      submitLabel="Submit Shipping Request"
      submitPlace="end"
      resetLabel="Ship another package"
    >
      <YourDetails
        title="Pickup Details"
        description="Where and when our courier collects your package."
        name={field('fullName')}
        phone={{ label: 'Contact Number', ...field('contactNumber') }}
        email={{ required: true, ...field('email') }}
        address={{
          label: 'Pickup Address',
          placeholder: 'House number, street and area',
          ...field('pickupAddress'),
        }}
      >
        <TextField label="City" autoComplete="address-level2" required {...field('pickupCity')} />
        <TextField
          label="Landmark (optional)"
          placeholder="e.g. Near the Shell station"
          {...field('pickupLandmark')}
        />
        <TextField
          label="Preferred Pickup Date"
          type="date"
          min={todayInGhana()}
          required
          {...field('preferredPickupDate')}
        />
        <TextField label="Preferred Pickup Time" type="time" required {...field('preferredPickupTime')} />
      </YourDetails>

      <FormSection title="Package Details" description="Sizes help us quote; leave them out if unsure.">
        <TextareaField
          label="What are you shipping?"
          rows={2}
          placeholder="e.g. 2 pairs of shoes and 3 kente cloths"
          required
          className="sm:col-span-2"
          {...field('packageDescription')}
        />
        <TextField
          label="Weight in kg (optional)"
          type="number"
          inputMode="decimal"
          step={0.1}
          min={0}
          {...field('weightKg')}
        />
        <div className="grid grid-cols-3 gap-2">
          <TextField
            label="Length cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            {...field('dimensionsLengthCm')}
          />
          <TextField
            label="Width cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            {...field('dimensionsWidthCm')}
          />
          <TextField
            label="Height cm"
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            {...field('dimensionsHeightCm')}
          />
        </div>
        <CheckboxField
          label="I need DHL packaging"
          description="We bring a DHL box or flyer that fits your items."
          className="sm:col-span-2"
          {...field('needsDhlPackaging')}
        />
      </FormSection>

      <FormSection title="Destination" description="Where DHL delivers your package.">
        <TextField
          label="Destination Country"
          list={countriesId}
          autoComplete="country-name"
          required
          {...field('destinationCountry')}
        />
        <datalist id={countriesId}>
          {COMMON_DESTINATIONS.map((country) => (
            <option key={country} value={country} />
          ))}
        </datalist>
        <TextField label="Destination City" required {...field('destinationCity')} />
        <TextareaField
          label="Destination Address"
          rows={2}
          required
          className="sm:col-span-2"
          {...field('destinationAddress')}
        />
        <TextField
          label="Postal Code (optional)"
          autoComplete="postal-code"
          {...field('destinationPostalCode')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          className="sm:col-span-2"
          {...field('specialInstructions')}
        />
      </FormSection>
    </ServiceForm>
  );
}
