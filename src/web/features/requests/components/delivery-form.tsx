import { API_DELIVERY_REQUEST } from '@shared/api-paths';
import type { DeliveryRequestInput } from '@shared/requests/delivery';
import {
  DELIVERY_CITIES,
  DELIVERY_MESSAGES,
  DELIVERY_PAYMENT_METHODS,
  ITEM_VALUE_STEP,
  PACKAGE_TYPES,
  TRANSPORT_TYPES,
  URGENCY_LEVELS,
  WEIGHT_STEP,
} from '@shared/requests/delivery-options';
import { todayInGhana } from '@shared/requests/today';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { ContactFields } from '@web/components/form/contact-fields';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<DeliveryRequestInput>;

const deliveryRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/delivery').then((module) => module.deliveryRequestSchema),
);

const EMPTY = emptyValues<DeliveryRequestInput>()([
  'senderName',
  'senderPhone',
  'senderEmail',
  'senderCity',
  'senderPickupAddress',
  'senderLandmark',
  'receiverName',
  'receiverPhone',
  'receiverCity',
  'receiverDeliveryAddress',
  'receiverLandmark',
  'packageType',
  'weightKg',
  'itemValueGhs',
  'transportType',
  'preferredPickupDate',
  'preferredPickupTime',
  'urgencyLevel',
  'paymentMethod',
  'specialInstructions',
]);

/** The five cards, the rules and the toasts (docs/product/services.md, "Delivery request"). */
export function DeliveryForm() {
  const service = useServiceForm({
    rules: deliveryRules,
    defaultValues: EMPTY,
    draft: 'request:delivery',
    submit: useSubmitRequest<Values>(API_DELIVERY_REQUEST),
    messages: DELIVERY_MESSAGES,
    prefill: (saved) => ({
      senderName: saved.name,
      senderPhone: saved.phone,
      senderEmail: saved.email,
      senderCity: saved.city,
      senderPickupAddress: saved.street,
      senderLandmark: saved.landmark,
    }),
  });
  const { field } = service;

  // The page is server-rendered: what is typed before it hydrates is kept (useSchemaForm), and the
  // submit button pressed before sends the form once it has (ServiceForm).
  return (
    <ServiceForm
      service={service}
      submitLabel="Submit Delivery Request"
      submitPlace="end"
      resetLabel="Book another delivery"
    >
      <FormSection title="Sender Information" description="Where we pick the package up.">
        <ContactFields
          fullName={{ label: 'Sender Name', required: true, ...field('senderName') }}
          phone={{ required: true, ...field('senderPhone') }}
          email={{
            label: 'Email (optional)',
            hint: 'We e-mail you the reference and tracking link.',
            ...field('senderEmail'),
          }}
        />
        <SelectField
          label="City"
          placeholder="Select city"
          options={DELIVERY_CITIES.options}
          required
          {...field('senderCity')}
        />
        <TextareaField
          label="Pickup Address"
          rows={2}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          {...field('senderPickupAddress')}
        />
        <TextField
          label="Landmark (optional)"
          placeholder="e.g. Opposite the Total filling station"
          className="sm:col-span-2"
          {...field('senderLandmark')}
        />
      </FormSection>

      <FormSection title="Receiver Information" description="Who receives the package, and where.">
        <TextField label="Receiver Name" required {...field('receiverName')} />
        <TextField
          label="Receiver Phone Number"
          type="tel"
          placeholder="020 765 4321"
          required
          {...field('receiverPhone')}
        />
        <SelectField
          label="Receiver City"
          placeholder="Select city"
          options={DELIVERY_CITIES.options}
          required
          className="sm:col-span-2"
          {...field('receiverCity')}
        />
        <TextareaField
          label="Delivery Address"
          rows={2}
          required
          className="sm:col-span-2"
          {...field('receiverDeliveryAddress')}
        />
        <TextField
          label="Receiver Landmark (optional)"
          placeholder="e.g. Behind the Methodist church"
          className="sm:col-span-2"
          {...field('receiverLandmark')}
        />
      </FormSection>

      <FormSection title="Package Information" description="What we carry and how.">
        <SelectField
          label="Package Type"
          placeholder="Select package type"
          options={PACKAGE_TYPES.options}
          required
          className="sm:col-span-2"
          {...field('packageType')}
        />
        <TextField
          label="Weight in kg (optional)"
          type="number"
          inputMode="decimal"
          step={WEIGHT_STEP}
          min={WEIGHT_STEP}
          placeholder="e.g. 2.5"
          {...field('weightKg')}
        />
        <TextField
          label="Item Value in GH₵ (optional)"
          type="number"
          inputMode="decimal"
          step={ITEM_VALUE_STEP}
          min={0}
          placeholder="e.g. 250.00"
          {...field('itemValueGhs')}
        />
        <ChoiceGroup
          legend="Transport Type"
          type="radio"
          options={TRANSPORT_TYPES.options}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('transportType')}
        />
      </FormSection>

      <FormSection title="Delivery Schedule" description="When we should come for it.">
        <TextField
          label="Preferred Pickup Date"
          type="date"
          min={todayInGhana()}
          required
          {...field('preferredPickupDate')}
        />
        <TextField label="Preferred Pickup Time" type="time" required {...field('preferredPickupTime')} />
        <ChoiceGroup
          legend="Urgency Level"
          type="radio"
          options={URGENCY_LEVELS.options}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('urgencyLevel')}
        />
      </FormSection>

      <FormSection
        title="Payment & Additional Information"
        description="You pay the delivery fee we confirm with you."
      >
        <ChoiceGroup
          legend="Payment Method"
          type="radio"
          options={DELIVERY_PAYMENT_METHODS.options}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('paymentMethod')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          placeholder="e.g. Call the receiver before arriving"
          className="sm:col-span-2"
          {...field('specialInstructions')}
        />
      </FormSection>
    </ServiceForm>
  );
}
