import { API_DRIVER_RIDER_APPLICATION } from '@shared/api-paths';
import { GHANA_REGIONS } from '@shared/ghana-regions';
import type { DriverRiderApplicationInput } from '@shared/requests/driver-rider-application';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TYPES,
  type ApplicationType,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  MINIMUM_APPLICANT_AGE,
  VEHICLE_TYPES,
} from '@shared/requests/driver-rider-options';
import { todayInGhana } from '@shared/requests/today';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { ContactFields } from '@web/components/form/contact-fields';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { PolicyLink } from '@web/components/layout/policy-link';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<DriverRiderApplicationInput>;

const applicationRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/driver-rider-application').then((module) => module.driverRiderApplicationSchema),
);

const EMPTY = emptyValues<DriverRiderApplicationInput>()(
  [
    'fullName',
    'email',
    'phone',
    'dateOfBirth',
    'address',
    'city',
    'region',
    'applicationType',
    'vehicleType',
    'licensePlate',
    'licenseNumber',
    'yearsOfExperience',
    'emergencyContactName',
    'emergencyContactPhone',
    'additionalInfo',
  ],
  { availability: [], agreeToTerms: false },
);

/** The latest birth date of an applicant who is old enough today. */
function latestBirthDate(): string {
  const today = todayInGhana();
  return `${String(Number(today.slice(0, 4)) - MINIMUM_APPLICANT_AGE).padStart(4, '0')}${today.slice(4)}`;
}

function isApplicationType(value: string): value is ApplicationType {
  return value in VEHICLE_TYPES;
}

/**
 * The driver and rider application: one form; the application type switches the vehicle list
 * between driver and rider vehicles (docs/product/services.md, "Driver and rider application").
 */
export function DriverRiderApplicationForm() {
  const service = useServiceForm({
    rules: applicationRules,
    defaultValues: EMPTY,
    draft: 'request:driver-rider',
    submit: useSubmitRequest<Values>(API_DRIVER_RIDER_APPLICATION),
    messages: APPLICATION_MESSAGES,
    prefill: (saved) => ({
      fullName: saved.name,
      email: saved.email,
      phone: saved.phone,
      address: saved.street,
      city: saved.city,
      region: saved.region,
    }),
  });
  const { form, field } = service;
  const applicationType = form.watch('applicationType');
  const vehicles = isApplicationType(applicationType) ? VEHICLE_TYPES[applicationType].options : null;

  return (
    <ServiceForm
      service={service}
      submitLabel="Submit Application"
      submitPlace="end"
      resetLabel="Submit another application"
    >
      <FormSection title="Personal Information">
        <ContactFields
          emailFirst
          fullName={{ required: true, ...field('fullName') }}
          email={{ required: true, ...field('email') }}
          phone={{ placeholder: '055 123 4567', required: true, ...field('phone') }}
        />
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          max={latestBirthDate()}
          required
          {...field('dateOfBirth')}
        />
        <TextareaField
          label="Residential Address"
          rows={2}
          autoComplete="street-address"
          required
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField label="City / Town" autoComplete="address-level2" required {...field('city')} />
        <SelectField
          label="Region"
          placeholder="Select region"
          options={GHANA_REGIONS.options}
          required
          {...field('region')}
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
          {...field('applicationType', {
            // A vehicle of the other type must not travel with the new choice.
            onChange: () => form.setValue('vehicleType', ''),
          })}
        />
        {vehicles ? (
          <>
            <SelectField
              key={applicationType}
              label={applicationType === 'driver' ? 'Driver Vehicle Type' : 'Rider Vehicle Type'}
              placeholder="Select vehicle type (optional)"
              options={vehicles}
              {...field('vehicleType')}
            />
            <TextField
              label="License Plate (optional)"
              placeholder="e.g. GR 1234-21"
              autoCapitalize="characters"
              {...field('licensePlate')}
            />
          </>
        ) : (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600 sm:col-span-2">
            Choose Driver or Rider to see the vehicle types.
          </p>
        )}
      </FormSection>

      <FormSection title="License & Experience">
        <TextField label="Driver's License Number" required {...field('licenseNumber')} />
        <SelectField
          label="Years of Experience"
          placeholder="Select experience"
          options={EXPERIENCE_LEVELS.options}
          required
          {...field('yearsOfExperience')}
        />
      </FormSection>

      <FormSection
        title="Emergency Contact"
        description="Someone we can call if anything happens on the road."
      >
        <TextField label="Emergency Contact Name" required {...field('emergencyContactName')} />
        <TextField label="Emergency Contact Phone" type="tel" required {...field('emergencyContactPhone')} />
      </FormSection>

      <FormSection title="Availability" description="Choose every time that suits you.">
        <ChoiceGroup
          legend="When can you work?"
          type="checkbox"
          options={AVAILABILITY_OPTIONS.options}
          required
          className="sm:col-span-2"
          {...field('availability')}
        />
        <TextareaField
          label="Additional Information (optional)"
          rows={3}
          placeholder="Anything else we should know: languages, areas you know well..."
          className="sm:col-span-2"
          {...field('additionalInfo')}
        />
        <CheckboxField
          label="I agree to the terms and conditions"
          description={
            <>
              The details above are true, and I agree to a license and background check before I start. Read
              the <PolicyLink to="/terms">terms and conditions</PolicyLink> and how we keep your data in our{' '}
              <PolicyLink to="/privacy">privacy policy</PolicyLink>.
            </>
          }
          required
          className="sm:col-span-2"
          {...field('agreeToTerms')}
        />
      </FormSection>
    </ServiceForm>
  );
}
