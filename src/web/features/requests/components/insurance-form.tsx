import { API_INSURANCE_REQUEST } from '@shared/api-paths';
import type { InsuranceInput } from '@shared/requests/insurance';
import {
  INSURANCE_DELIVERY_TIMES,
  INSURANCE_MESSAGES,
  INSURANCE_TYPES,
} from '@shared/requests/insurance-options';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { ContactFields } from '@web/components/form/contact-fields';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { FileText, ShieldCheck, UserRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<InsuranceInput>;

const insuranceRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/insurance').then((module) => module.insuranceSchema),
);

const EMPTY = emptyValues<InsuranceInput>()([
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'insuranceType',
  'vehicleInfo',
  'propertyInfo',
  'deliveryAddress',
  'deliveryTime',
  'additionalInfo',
]);

/**
 * "Request Insurance Policy" in its three groups (docs/product/services.md, "Insurance"). Vehicle
 * information shows, and is required, for motor insurance; property information for property.
 */
export function InsuranceForm() {
  const service = useServiceForm({
    rules: insuranceRules,
    defaultValues: EMPTY,
    draft: 'request:insurance',
    submit: useSubmitRequest<Values>(API_INSURANCE_REQUEST),
    messages: INSURANCE_MESSAGES,
    prefill: (saved) => ({
      firstName: saved.name?.split(' ')[0],
      lastName: saved.name?.split(' ').slice(1).join(' '),
      email: saved.email,
      phone: saved.phone,
      address: saved.street,
      city: saved.city,
      deliveryAddress: saved.address,
    }),
  });
  const { form, field } = service;
  const insuranceType = useWatch({ control: form.control, name: 'insuranceType' });

  return (
    <ServiceForm service={service} submitLabel="Request Insurance Policy" submitPlace="start">
      <FormSection title="Personal Information" icon={UserRound}>
        <TextField label="First Name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required {...field('lastName')} />
        <ContactFields
          emailFirst
          email={{ required: true, ...field('email') }}
          phone={{ required: true, ...field('phone') }}
        />
        <TextField label="Current Address" autoComplete="street-address" required {...field('address')} />
        <TextField label="City" autoComplete="address-level2" required {...field('city')} />
      </FormSection>

      <FormSection title="Insurance Details" icon={ShieldCheck}>
        <ChoiceGroup
          legend="Insurance Type"
          type="radio"
          options={INSURANCE_TYPES}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('insuranceType')}
        />
        {insuranceType === 'motor' ? (
          <TextareaField
            label="Vehicle Information"
            rows={3}
            placeholder="Make, model, year and registration number (e.g. Toyota Corolla 2018, GR 1234-20)"
            required
            className="sm:col-span-2"
            {...field('vehicleInfo')}
          />
        ) : null}
        {insuranceType === 'property' ? (
          <TextareaField
            label="Property Information"
            rows={3}
            placeholder="Type of property, its location and estimated value"
            required
            className="sm:col-span-2"
            {...field('propertyInfo')}
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
          {...field('deliveryAddress')}
        />
        <SelectField
          label="Preferred Delivery Time (optional)"
          options={INSURANCE_DELIVERY_TIMES}
          placeholder="Select a time"
          {...field('deliveryTime')}
        />
        <TextareaField
          label="Additional Information (optional)"
          rows={3}
          placeholder="Cover you are interested in, questions for us..."
          className="sm:col-span-2"
          {...field('additionalInfo')}
        />
      </FormSection>
    </ServiceForm>
  );
}
