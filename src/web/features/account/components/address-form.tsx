import type { AddressInput, SavedAddress } from '@shared/account/account';
import { MAX_SAVED_ADDRESSES } from '@shared/account/address-limit';
import { GHANA_REGIONS } from '@shared/ghana-regions';
import { CheckboxField } from '@web/components/form/checkbox-field';
import { DeliveryPlaceFields } from '@web/components/form/delivery-place-fields';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveAddress } from '../api/save-address';
import { type AddressValues, addressRules } from './account-rules';

function valuesOf(address: SavedAddress | null): AddressValues {
  return {
    region: address?.region ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    landmark: address?.landmark ?? '',
    gpsAddress: address?.gpsAddress ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

export interface AddressFormProps {
  /** null: a new address. */
  address: SavedAddress | null;
  /** The shopper's first address becomes the default anyway: no box for it. */
  isFirst: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Add or edit a delivery address: region of the sixteen, city or town, street, landmark, GPS address. */
export function AddressForm({ address, isFirst, onSaved, onCancel }: AddressFormProps) {
  const save = useSaveAddress();
  const { field, onSubmit, isSubmitting, discardDraft } = useSchemaForm<AddressValues, AddressInput>({
    rules: addressRules,
    defaultValues: valuesOf(address),
    draft: { key: `account:address:${address?.id ?? 'new'}` },
    queued: save.queued,
    send: (values) => save.mutateAsync({ id: address?.id, address: values }),
    onSuccess: onSaved,
    messages: {
      successTitle: address ? 'Address updated' : 'Address saved',
      failureTitle: 'Error',
      failure: 'The address could not be saved. Please try again.',
    },
    // The limit of saved addresses (409) says itself what to do.
    refusals: [409, 413, 429],
    toastFieldErrors: false,
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={addressRules.preload}
      noValidate
      aria-label="Delivery address"
      className="flex flex-col gap-4"
    >
      <SelectField
        label="Region"
        required
        placeholder="Select region"
        options={GHANA_REGIONS.options}
        {...field('region')}
      />
      <TextField
        label="City or town"
        required
        autoComplete="address-level2"
        maxLength={100}
        {...field('city')}
      />
      <TextField
        label="Street and house"
        required
        autoComplete="street-address"
        placeholder="House number, street, area"
        maxLength={200}
        {...field('street')}
      />
      <DeliveryPlaceFields
        landmark={{
          placeholder: 'Opposite the Shell station, blue gate…',
          maxLength: 200,
          ...field('landmark'),
        }}
        gpsAddress={field('gpsAddress')}
      />
      {isFirst || address?.isDefault ? null : (
        <CheckboxField
          label="Use as my default address"
          description="Checkout fills it in for you."
          {...field('isDefault')}
        />
      )}
      <p className="text-xs text-stone-500">You can save up to {MAX_SAVED_ADDRESSES} addresses.</p>
      <QueuedNotice queued={save.queued} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            discardDraft();
            onCancel();
          }}
          disabled={isSubmitting}
        >
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save address'}
        </Button>
      </div>
    </form>
  );
}
