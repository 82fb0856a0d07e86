import { GPS_ADDRESS_EXAMPLE } from '@shared/account/gps-address';
import { DELIVERY_PLACE_LIMITS } from '@shared/orders/delivery-place-limits';
import { TextField, type TextFieldProps } from './text-field';

type PlaceFieldProps = Omit<TextFieldProps, 'label'>;

/**
 * Where exactly to deliver, besides the address, as sibling fields of the form's grid: a landmark
 * and a GhanaPost GPS address, both optional. Each form gives the field's props (react-hook-form's
 * `register` and message) and may override these.
 */
export function DeliveryPlaceFields({
  landmark,
  gpsAddress,
}: {
  landmark: PlaceFieldProps;
  gpsAddress: PlaceFieldProps;
}) {
  return (
    <>
      <TextField
        label="Landmark (optional)"
        placeholder="Opposite the Total filling station"
        maxLength={DELIVERY_PLACE_LIMITS.landmark}
        {...landmark}
      />
      <TextField
        label="GhanaPost GPS address (optional)"
        placeholder={GPS_ADDRESS_EXAMPLE}
        hint={`From the GhanaPost GPS app, e.g. ${GPS_ADDRESS_EXAMPLE}.`}
        autoCapitalize="characters"
        maxLength={DELIVERY_PLACE_LIMITS.gps}
        {...gpsAddress}
      />
    </>
  );
}
