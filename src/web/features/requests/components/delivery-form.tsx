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
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { SubmissionSuccess } from '@web/components/form/submission-success';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { useFormSubmission } from '@web/lib/use-form-submission';
import { useForm } from 'react-hook-form';
import { useSubmitRequest } from '../api/submit-request';

/** Every field as its input holds it (a number input's value is text too). */
type Values = { [Field in keyof DeliveryRequestInput]-?: string };

const deliveryRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/delivery').then((module) => module.deliveryRequestSchema),
);

const EMPTY: Values = {
  senderName: '',
  senderPhone: '',
  senderEmail: '',
  senderCity: '',
  senderPickupAddress: '',
  senderLandmark: '',
  receiverName: '',
  receiverPhone: '',
  receiverCity: '',
  receiverDeliveryAddress: '',
  receiverLandmark: '',
  packageType: '',
  weightKg: '',
  itemValueGhs: '',
  transportType: '',
  preferredPickupDate: '',
  preferredPickupTime: '',
  urgencyLevel: '',
  paymentMethod: '',
  specialInstructions: '',
};

const PATH = API_DELIVERY_REQUEST;

/** Spec 2, section 2 (Delivery request): the five cards, the rules of section 5, the toasts of section 8. */
export function DeliveryForm() {
  const form = useForm<Values>({ resolver: deliveryRules.resolver, defaultValues: EMPTY });
  const submit = useSubmitRequest<Values>(PATH);
  const { onSubmit, isSubmitting, reference, startOver } = useFormSubmission({
    form,
    empty: EMPTY,
    messages: DELIVERY_MESSAGES,
    send: submit.mutateAsync,
  });
  const {
    register,
    formState: { errors },
  } = form;

  if (reference) {
    return (
      <SubmissionSuccess
        title={DELIVERY_MESSAGES.successTitle}
        message={DELIVERY_MESSAGES.success}
        reference={reference}
        resetLabel="Book another delivery"
        onReset={startOver}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={deliveryRules.preload} noValidate className="flex flex-col gap-6">
      <FormSection title="Sender Information" description="Where we pick the package up.">
        <TextField
          label="Sender Name"
          autoComplete="name"
          required
          error={errors.senderName?.message}
          {...register('senderName')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          required
          error={errors.senderPhone?.message}
          {...register('senderPhone')}
        />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          hint="We e-mail you the reference and tracking link."
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
        <SelectField
          label="City"
          placeholder="Select city"
          options={DELIVERY_CITIES.options}
          required
          error={errors.senderCity?.message}
          {...register('senderCity')}
        />
        <TextareaField
          label="Pickup Address"
          rows={2}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          error={errors.senderPickupAddress?.message}
          {...register('senderPickupAddress')}
        />
        <TextField
          label="Landmark (optional)"
          placeholder="e.g. Opposite the Total filling station"
          className="sm:col-span-2"
          error={errors.senderLandmark?.message}
          {...register('senderLandmark')}
        />
      </FormSection>

      <FormSection title="Receiver Information" description="Who receives the package, and where.">
        <TextField
          label="Receiver Name"
          required
          error={errors.receiverName?.message}
          {...register('receiverName')}
        />
        <TextField
          label="Receiver Phone Number"
          type="tel"
          placeholder="020 765 4321"
          required
          error={errors.receiverPhone?.message}
          {...register('receiverPhone')}
        />
        <SelectField
          label="Receiver City"
          placeholder="Select city"
          options={DELIVERY_CITIES.options}
          required
          className="sm:col-span-2"
          error={errors.receiverCity?.message}
          {...register('receiverCity')}
        />
        <TextareaField
          label="Delivery Address"
          rows={2}
          required
          className="sm:col-span-2"
          error={errors.receiverDeliveryAddress?.message}
          {...register('receiverDeliveryAddress')}
        />
        <TextField
          label="Receiver Landmark (optional)"
          placeholder="e.g. Behind the Methodist church"
          className="sm:col-span-2"
          error={errors.receiverLandmark?.message}
          {...register('receiverLandmark')}
        />
      </FormSection>

      <FormSection title="Package Information" description="What we carry and how.">
        <SelectField
          label="Package Type"
          placeholder="Select package type"
          options={PACKAGE_TYPES.options}
          required
          className="sm:col-span-2"
          error={errors.packageType?.message}
          {...register('packageType')}
        />
        <TextField
          label="Weight in kg (optional)"
          type="number"
          inputMode="decimal"
          step={WEIGHT_STEP}
          min={WEIGHT_STEP}
          placeholder="e.g. 2.5"
          error={errors.weightKg?.message}
          {...register('weightKg')}
        />
        <TextField
          label="Item Value in GH₵ (optional)"
          type="number"
          inputMode="decimal"
          step={ITEM_VALUE_STEP}
          min={0}
          placeholder="e.g. 250.00"
          error={errors.itemValueGhs?.message}
          {...register('itemValueGhs')}
        />
        <ChoiceGroup
          legend="Transport Type"
          type="radio"
          options={TRANSPORT_TYPES.options}
          columns={3}
          required
          className="sm:col-span-2"
          error={errors.transportType?.message}
          {...register('transportType')}
        />
      </FormSection>

      <FormSection title="Delivery Schedule" description="When we should come for it.">
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
        <ChoiceGroup
          legend="Urgency Level"
          type="radio"
          options={URGENCY_LEVELS.options}
          columns={3}
          required
          className="sm:col-span-2"
          error={errors.urgencyLevel?.message}
          {...register('urgencyLevel')}
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
          error={errors.paymentMethod?.message}
          {...register('paymentMethod')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          placeholder="e.g. Call the receiver before arriving"
          className="sm:col-span-2"
          error={errors.specialInstructions?.message}
          {...register('specialInstructions')}
        />
      </FormSection>

      <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-end">
        {isSubmitting ? 'Submitting...' : 'Submit Delivery Request'}
      </Button>
    </form>
  );
}
