import { BUSINESS_TYPES, VENDOR_MESSAGES } from '@shared/vendors/vendor-messages';
import type { VendorRegistrationInput } from '@shared/vendors/vendor-registration';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { ContactFields } from '@web/components/form/contact-fields';
import { FormSection } from '@web/components/form/form-section';
import { SelectField } from '@web/components/form/select-field';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { useVendorCategories } from '../api/get-vendor-categories';
import { useRegisterVendor } from '../api/register-vendor';

type Values = FormValues<VendorRegistrationInput>;

const vendorRules = lazyZodResolver<Values>(() =>
  import('@shared/vendors/vendor-registration').then((module) => module.vendorRegistrationSchema),
);

const PLACEHOLDERS = Array.from({ length: 9 }, (_, i) => i);

const EMPTY = emptyValues<VendorRegistrationInput>()(
  [
    'businessName',
    'businessType',
    'businessRegistrationNumber',
    'businessAddress',
    'businessPhone',
    'businessEmail',
    'contactPersonName',
    'contactPersonPhone',
    'contactPersonEmail',
    'businessDescription',
    'websiteUrl',
  ],
  { categoryIds: [] },
);

export interface VendorRegistrationFormProps {
  /** The server no longer sees a session (401): the page asks the visitor to sign in again. */
  onSignedOut: () => void;
  /** This account already has a profile (409): the page shows it. */
  onAlreadyRegistered: () => void;
}

/**
 * Vendor registration: business details and the active vendor categories as checkboxes;
 * "Registering..." while busy; its toasts (docs/product/services.md, "Vendor registration").
 */
export function VendorRegistrationForm({ onSignedOut, onAlreadyRegistered }: VendorRegistrationFormProps) {
  const categories = useVendorCategories();
  const register = useRegisterVendor();
  const service = useServiceForm({
    rules: vendorRules,
    defaultValues: EMPTY,
    draft: 'vendor-registration',
    submit: register,
    messages: VENDOR_MESSAGES,
    send: async (values) => {
      try {
        return await register.mutateAsync(values);
      } catch (error) {
        // A category switched off since the page loaded: show the current list.
        if (error instanceof ApiError && error.fields?.categoryIds) void categories.refetch();
        throw error;
      }
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return false;
      if (error.status === 401) {
        toast.error(VENDOR_MESSAGES.authTitle, { description: VENDOR_MESSAGES.auth });
        onSignedOut();
        return true;
      }
      if (error.status === 409) {
        toast.error(VENDOR_MESSAGES.failureTitle, { description: error.message });
        onAlreadyRegistered();
        return true;
      }
      return false;
    },
  });
  const { field } = service;

  return (
    <ServiceForm
      service={service}
      submitLabel="Register as Vendor"
      busyLabel="Registering..."
      submitPlace="end"
      resetLabel={null}
    >
      <FormSection title="Business Information" description="As registered, if your business is.">
        <TextField label="Business Name" autoComplete="organization" required {...field('businessName')} />
        <SelectField
          label="Business Type"
          placeholder="Select business type"
          options={BUSINESS_TYPES.options}
          {...field('businessType')}
        />
        <TextField
          label="Business Email"
          type="email"
          autoComplete="email"
          required
          {...field('businessEmail')}
        />
        <TextField label="Business Phone" type="tel" autoComplete="tel" {...field('businessPhone')} />
        <TextField
          label="Registration Number"
          hint="From the Office of the Registrar of Companies, if registered."
          {...field('businessRegistrationNumber')}
        />
        <TextField
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://mybusiness.com.gh"
          {...field('websiteUrl')}
        />
        <TextareaField
          label="Business Address"
          rows={2}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('businessAddress')}
        />
        <TextareaField
          label="Business Description"
          rows={4}
          placeholder="What you sell, where you are, what makes you different"
          className="sm:col-span-2"
          {...field('businessDescription')}
        />
      </FormSection>

      <FormSection title="Contact Person" description="Who we call about your shop.">
        <ContactFields
          fullName={{ label: 'Contact Name', ...field('contactPersonName') }}
          phone={{ label: 'Contact Phone', placeholder: undefined, ...field('contactPersonPhone') }}
          email={{ label: 'Contact Email', className: 'sm:col-span-2', ...field('contactPersonEmail') }}
        />
      </FormSection>

      <FormSection title="Categories" description="What you sell: choose all that apply.">
        <div className="sm:col-span-2">
          {categories.isPending ? (
            <div role="status" aria-label="Loading categories" className="grid gap-2 sm:grid-cols-3">
              {PLACEHOLDERS.map((i) => (
                <Skeleton key={i} className="h-11 rounded-lg" />
              ))}
            </div>
          ) : categories.isError ? (
            <Alert variant="error" title="The categories could not be loaded.">
              <Button variant="outline" size="sm" className="mt-2" onClick={() => void categories.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : categories.data.length === 0 ? (
            <p className="text-sm text-stone-600">
              No categories are open right now. You can add them later.
            </p>
          ) : (
            <ChoiceGroup
              legend="Product categories"
              type="checkbox"
              columns={3}
              options={categories.data.map((category) => ({ value: category.id, label: category.name }))}
              {...field('categoryIds')}
            />
          )}
        </div>
      </FormSection>
    </ServiceForm>
  );
}
