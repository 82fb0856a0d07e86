import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELIVERY_LIMITS,
  type DeliveryDetailsInput,
  deliveryDetailsSchema,
  ORDER_MISSING_FIELDS_MESSAGE,
} from '@shared/orders/order';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

export type DeliveryDetails = z.output<typeof deliveryDetailsSchema>;
type FieldName = keyof DeliveryDetailsInput;

const FIELD_NAMES: readonly FieldName[] = [
  'deliveryName',
  'deliveryPhone',
  'deliveryAddress',
  'specialInstructions',
];

export const MISSING_INFORMATION_TITLE = 'Missing Information';

export interface DeliverySubmitHelpers {
  /** Marks fields with the server's messages (a 400's `fields`). */
  setFieldErrors: (fields: Record<string, string>) => void;
}

export interface DeliveryDetailsFormProps {
  /** Called with the checked details (trimmed; empty instructions become null). */
  onSubmit: (details: DeliveryDetails, helpers: DeliverySubmitHelpers) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  /** Shown above the fields (the order summary). */
  children?: ReactNode;
}

/**
 * The delivery details of a pay-on-delivery order: full name, phone and address required, special
 * instructions optional. Checked in the browser with the same schema the API uses, so the messages
 * are the server's; a missing field also says "Missing Information" (spec 2, section 8).
 */
export function DeliveryDetailsForm({
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
  children,
}: DeliveryDetailsFormProps) {
  const instructionsId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryDetailsInput, unknown, DeliveryDetails>({
    resolver: zodResolver(deliveryDetailsSchema),
    defaultValues: { deliveryName: '', deliveryPhone: '', deliveryAddress: '', specialInstructions: '' },
  });

  const setFieldErrors = (fields: Record<string, string>) => {
    for (const name of FIELD_NAMES) {
      const message = fields[name];
      if (message) setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  };

  const onInvalid = (invalid: FieldErrors<DeliveryDetailsInput>) => {
    const missing = Object.values(invalid).some((error) => error?.message === ORDER_MISSING_FIELDS_MESSAGE);
    if (missing) toast.error(MISSING_INFORMATION_TITLE, { description: ORDER_MISSING_FIELDS_MESSAGE });
  };

  const submit = handleSubmit((details) => onSubmit(details, { setFieldErrors }), onInvalid);
  const instructionsError = errors.specialInstructions?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery details" className="flex flex-col gap-5">
      {children}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-stone-900">Delivery details</legend>
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          maxLength={DELIVERY_LIMITS.name}
          error={errors.deliveryName?.message}
          {...register('deliveryName')}
        />
        <TextField
          label="Phone Number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="024 123 4567"
          maxLength={DELIVERY_LIMITS.phone}
          error={errors.deliveryPhone?.message}
          {...register('deliveryPhone')}
        />
        <TextField
          label="Delivery Address"
          required
          autoComplete="street-address"
          placeholder="House number, street, area, city"
          maxLength={DELIVERY_LIMITS.address}
          error={errors.deliveryAddress?.message}
          {...register('deliveryAddress')}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={instructionsId}>
            Special Instructions <span className="font-normal text-stone-500">(optional)</span>
          </Label>
          <Textarea
            id={instructionsId}
            rows={2}
            placeholder="Landmark, best time to call, gate colour…"
            maxLength={DELIVERY_LIMITS.instructions}
            aria-invalid={instructionsError ? true : undefined}
            aria-describedby={instructionsError ? `${instructionsId}-error` : undefined}
            {...register('specialInstructions')}
          />
          {instructionsError ? (
            <p id={`${instructionsId}-error`} className="text-sm font-medium text-red-700">
              {instructionsError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" size="lg" busy={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
