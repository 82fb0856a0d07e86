import type { InsuranceInput } from '@shared/requests/insurance';
import {
  INSURANCE_DELIVERY_TIMES,
  INSURANCE_MESSAGES,
  INSURANCE_PATH,
  INSURANCE_TYPES,
} from '@shared/requests/insurance-options';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { SubmissionSuccess } from '@web/components/form/submission-success';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { FileText, ShieldCheck, UserRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { type FormValues, useRequestSubmission } from './use-request-submission';

type Values = FormValues<InsuranceInput>;

const insuranceRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/insurance').then((module) => module.insuranceSchema),
);

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  insuranceType: '',
  vehicleInfo: '',
  propertyInfo: '',
  deliveryAddress: '',
  deliveryTime: '',
  additionalInfo: '',
};

/**
 * Spec 2, section 2 (Insurance): "Request Insurance Policy" in its three groups. Vehicle
 * information shows, and is required, for motor insurance; property information for property.
 */
export function InsuranceForm() {
  const form = useForm<Values>({ resolver: insuranceRules.resolver, defaultValues: EMPTY });
  const { onSubmit, isPending, reference, startOver } = useRequestSubmission({
    path: INSURANCE_PATH,
    messages: INSURANCE_MESSAGES,
    form,
    empty: EMPTY,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const insuranceType = useWatch({ control, name: 'insuranceType' });

  if (reference) {
    return (
      <SubmissionSuccess
        title={INSURANCE_MESSAGES.successTitle}
        message={INSURANCE_MESSAGES.success}
        reference={reference}
        onReset={startOver}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={insuranceRules.preload} noValidate className="flex flex-col gap-6">
      <FormSection title="Personal Information" icon={UserRound}>
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Current Address"
          autoComplete="street-address"
          required
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
      </FormSection>

      <FormSection title="Insurance Details" icon={ShieldCheck}>
        <ChoiceGroup
          legend="Insurance Type"
          type="radio"
          options={INSURANCE_TYPES}
          columns={3}
          required
          className="sm:col-span-2"
          error={errors.insuranceType?.message}
          {...register('insuranceType')}
        />
        {insuranceType === 'motor' ? (
          <TextareaField
            label="Vehicle Information"
            rows={3}
            placeholder="Make, model, year and registration number (e.g. Toyota Corolla 2018, GR 1234-20)"
            required
            className="sm:col-span-2"
            error={errors.vehicleInfo?.message}
            {...register('vehicleInfo')}
          />
        ) : null}
        {insuranceType === 'property' ? (
          <TextareaField
            label="Property Information"
            rows={3}
            placeholder="Type of property, its location and estimated value"
            required
            className="sm:col-span-2"
            error={errors.propertyInfo?.message}
            {...register('propertyInfo')}
          />
        ) : null}
      </FormSection>

      <FormSection
        title="Document Delivery Information"
        icon={FileText}
        description="Where and when we deliver your policy documents."
      >
        <TextareaField
          label="Delivery Address"
          rows={2}
          placeholder="Home or office address and a landmark"
          required
          className="sm:col-span-2"
          error={errors.deliveryAddress?.message}
          {...register('deliveryAddress')}
        />
        <SelectField
          label="Preferred Delivery Time (optional)"
          options={INSURANCE_DELIVERY_TIMES}
          placeholder="Select a time"
          error={errors.deliveryTime?.message}
          {...register('deliveryTime')}
        />
        <TextareaField
          label="Additional Information (optional)"
          rows={3}
          placeholder="Cover you are interested in, questions for us..."
          className="sm:col-span-2"
          error={errors.additionalInfo?.message}
          {...register('additionalInfo')}
        />
      </FormSection>

      <Button type="submit" size="lg" busy={isPending} className="w-full sm:w-auto sm:self-start">
        {isPending ? 'Submitting...' : 'Request Insurance Policy'}
      </Button>
    </form>
  );
}
