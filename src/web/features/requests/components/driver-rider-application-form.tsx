import { API_DRIVER_RIDER_APPLICATION } from '@shared/api-paths';
import type { DriverRiderApplicationInput } from '@shared/requests/driver-rider-application';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TYPES,
  type ApplicationType,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  GHANA_REGIONS,
  MINIMUM_APPLICANT_AGE,
  VEHICLE_TYPES,
} from '@shared/requests/driver-rider-options';
import { todayInGhana } from '@shared/requests/today';
import { CheckboxField } from '@web/components/form/checkbox-field';
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

type Values = {
  [Field in keyof DriverRiderApplicationInput]-?: Field extends 'availability'
    ? string[]
    : Field extends 'agreeToTerms'
      ? boolean
      : string;
};

const applicationRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/driver-rider-application').then((module) => module.driverRiderApplicationSchema),
);

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  address: '',
  city: '',
  region: '',
  applicationType: '',
  vehicleType: '',
  licensePlate: '',
  licenseNumber: '',
  yearsOfExperience: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  availability: [],
  additionalInfo: '',
  agreeToTerms: false,
};

const PATH = API_DRIVER_RIDER_APPLICATION;

/** The latest birth date of an applicant who is old enough today. */
function latestBirthDate(): string {
  const today = todayInGhana();
  return `${String(Number(today.slice(0, 4)) - MINIMUM_APPLICANT_AGE).padStart(4, '0')}${today.slice(4)}`;
}

function isApplicationType(value: string): value is ApplicationType {
  return value in VEHICLE_TYPES;
}

/**
 * Spec 2, section 2 (Driver & Rider Application): one form; the application type switches the
 * vehicle list between driver and rider vehicles. Rules of section 5, toasts of section 8.
 */
export function DriverRiderApplicationForm() {
  const form = useForm<Values>({ resolver: applicationRules.resolver, defaultValues: EMPTY });
  const submit = useSubmitRequest<Values>(PATH);
  const { onSubmit, isSubmitting, reference, startOver } = useFormSubmission({
    form,
    empty: EMPTY,
    messages: APPLICATION_MESSAGES,
    send: submit.mutateAsync,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const applicationType = watch('applicationType');
  const vehicles = isApplicationType(applicationType) ? VEHICLE_TYPES[applicationType].options : null;

  if (reference) {
    return (
      <SubmissionSuccess
        title={APPLICATION_MESSAGES.successTitle}
        message={APPLICATION_MESSAGES.success}
        reference={reference}
        resetLabel="Submit another application"
        onReset={startOver}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={applicationRules.preload} noValidate className="flex flex-col gap-6">
      <FormSection title="Personal Information">
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
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
          placeholder="055 123 4567"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          max={latestBirthDate()}
          required
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <TextareaField
          label="Residential Address"
          rows={2}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="City / Town"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label="Region"
          placeholder="Select region"
          options={GHANA_REGIONS.options}
          required
          error={errors.region?.message}
          {...register('region')}
        />
      </FormSection>

      <FormSection
        title="Application Type & Vehicle"
        description="Drivers deliver by car or van, riders by motorcycle, bicycle or scooter."
      >
        <ChoiceGroup
          legend="I am applying as a"
          type="radio"
          options={APPLICATION_TYPES.options}
          required
          className="sm:col-span-2"
          error={errors.applicationType?.message}
          {...register('applicationType', {
            // A vehicle of the other type must not travel with the new choice.
            onChange: () => setValue('vehicleType', ''),
          })}
        />
        {vehicles ? (
          <>
            <SelectField
              key={applicationType}
              label={applicationType === 'driver' ? 'Driver Vehicle Type' : 'Rider Vehicle Type'}
              placeholder="Select vehicle type (optional)"
              options={vehicles}
              error={errors.vehicleType?.message}
              {...register('vehicleType')}
            />
            <TextField
              label="License Plate (optional)"
              placeholder="e.g. GR 1234-21"
              autoCapitalize="characters"
              error={errors.licensePlate?.message}
              {...register('licensePlate')}
            />
          </>
        ) : (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600 sm:col-span-2">
            Choose Driver or Rider to see the vehicle types.
          </p>
        )}
      </FormSection>

      <FormSection title="License & Experience">
        <TextField
          label="Driver's License Number"
          required
          error={errors.licenseNumber?.message}
          {...register('licenseNumber')}
        />
        <SelectField
          label="Years of Experience"
          placeholder="Select experience"
          options={EXPERIENCE_LEVELS.options}
          required
          error={errors.yearsOfExperience?.message}
          {...register('yearsOfExperience')}
        />
      </FormSection>

      <FormSection
        title="Emergency Contact"
        description="Someone we can call if anything happens on the road."
      >
        <TextField
          label="Emergency Contact Name"
          required
          error={errors.emergencyContactName?.message}
          {...register('emergencyContactName')}
        />
        <TextField
          label="Emergency Contact Phone"
          type="tel"
          required
          error={errors.emergencyContactPhone?.message}
          {...register('emergencyContactPhone')}
        />
      </FormSection>

      <FormSection title="Availability" description="Choose every time that suits you.">
        <ChoiceGroup
          legend="When can you work?"
          type="checkbox"
          options={AVAILABILITY_OPTIONS.options}
          required
          className="sm:col-span-2"
          error={errors.availability?.message}
          {...register('availability')}
        />
        <TextareaField
          label="Additional Information (optional)"
          rows={3}
          placeholder="Anything else we should know: languages, areas you know well..."
          className="sm:col-span-2"
          error={errors.additionalInfo?.message}
          {...register('additionalInfo')}
        />
        <CheckboxField
          label="I agree to the terms and conditions"
          description="The details above are true, and I agree to a license and background check before I start."
          required
          className="sm:col-span-2"
          error={errors.agreeToTerms?.message}
          {...register('agreeToTerms')}
        />
      </FormSection>

      <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-end">
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
