import { DELIVERY_LIMITS, type DeliveryDetailsInput, deliveryDetailsSchema } from '@shared/orders/order';
import { ORDER_MISSING_FIELDS_MESSAGE } from '@shared/orders/order-messages';
import { ContactFields } from '@web/components/form/contact-fields';
import { DeliveryPlaceFields } from '@web/components/form/delivery-place-fields';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { PolicyLink } from '@web/components/layout/policy-link';
import { Button } from '@web/components/ui/button';
import { NeedsConnection } from '@web/components/ui/needs-connection';
import { ACTION_REFUSALS } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { usePrefill } from '@web/lib/prefill';
import { toast } from '@web/lib/toast';
import { useOnline } from '@web/lib/use-online';
import { emptyValues, type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

type Values = FormValues<DeliveryDetailsInput>;
export type DeliveryDetails = z.output<typeof deliveryDetailsSchema>;

// The schema is here already (the limits come with it); only the resolver loads on first use.
const deliveryDetailsRules = lazyZodResolver<Values, DeliveryDetails>(async () => deliveryDetailsSchema);

const EMPTY = emptyValues<DeliveryDetailsInput>()([
  'deliveryName',
  'deliveryPhone',
  'deliveryAddress',
  'landmark',
  'gpsAddress',
  'specialInstructions',
]);

export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

export interface DeliveryDetailsFormProps<Result> {
  /** Places the order with the checked details (trimmed; empty instructions become null). */
  send: (details: DeliveryDetails) => Promise<Result>;
  onPlaced: (result: Result) => void;
  /** The dialog's own answer to a failure (the session ended): true when it told the shopper. */
  onError: (error: unknown) => boolean;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  /** Paid now: the button waits for a connection (payments are never queued, docs/decisions/046). */
  needsConnection?: boolean;
  /** Placed offline, waiting in the device's queue: the form says so. */
  queued?: boolean;
  /** Shown above the fields (the order summary). */
  children?: ReactNode;
}

/**
 * The delivery details of a pay-on-delivery order: full name, phone and address required, special
 * instructions optional. Checked in the browser with the same schema the API uses, so the messages
 * are the server's; a missing field also says "Missing Information" (docs/product/cart-and-checkout.md, "Complete Your Order"). A refused
 * order marks the fields the server names and says why ("Error").
 */
export function DeliveryDetailsForm<Result>({
  send,
  onPlaced,
  onError,
  onCancel,
  submitLabel,
  busyLabel,
  needsConnection = false,
  queued = false,
  children,
}: DeliveryDetailsFormProps<Result>) {
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules: deliveryDetailsRules,
    defaultValues: EMPTY,
    // One draft for both pay-on-delivery checkouts (Buy Now and the cart): the same person, the same address.
    draft: { key: 'order:delivery-details' },
    queued: queued,
    send,
    onSuccess: onPlaced,
    onError,
    messages: { failureTitle: 'Error', failure: ORDER_FAILED_MESSAGE },
    refusals: ACTION_REFUSALS,
    toastFieldErrors: true,
    onInvalid: (invalid: FieldErrors<Values>) => {
      const missing = Object.values(invalid).some((error) => error?.message === ORDER_MISSING_FIELDS_MESSAGE);
      if (missing) toast.error(MISSING_INFORMATION_TITLE, { description: ORDER_MISSING_FIELDS_MESSAGE });
    },
  });
  // A signed-in shopper's saved name, phone and default address (docs/decisions/039).
  usePrefill(form, (saved) => ({
    deliveryName: saved.name,
    deliveryPhone: saved.phone,
    deliveryAddress: saved.address,
    landmark: saved.landmark,
    gpsAddress: saved.gpsAddress,
  }));
  const online = useOnline();
  const offlinePayment = needsConnection && !online;

  return (
    <form
      onSubmit={onSubmit}
      onFocus={deliveryDetailsRules.preload}
      noValidate
      aria-label="Delivery details"
      className="flex flex-col gap-5"
    >
      {children}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-sm font-semibold text-stone-900">Delivery details</legend>
        <ContactFields
          fullName={{ required: true, maxLength: DELIVERY_LIMITS.name, ...field('deliveryName') }}
          phone={{
            required: true,
            inputMode: 'tel',
            maxLength: DELIVERY_LIMITS.phone,
            ...field('deliveryPhone'),
          }}
        />
        <TextField
          label="Delivery Address"
          required
          autoComplete="street-address"
          placeholder="House number, street, area, city"
          maxLength={DELIVERY_LIMITS.address}
          {...field('deliveryAddress')}
        />
        <DeliveryPlaceFields landmark={field('landmark')} gpsAddress={field('gpsAddress')} />
        <TextareaField
          label={
            <>
              Special Instructions <span className="font-normal text-stone-500">(optional)</span>
            </>
          }
          rows={2}
          placeholder="Best time to call, gate colour…"
          maxLength={DELIVERY_LIMITS.instructions}
          {...field('specialInstructions')}
        />
      </fieldset>
      <p className="text-xs text-stone-500">
        By placing this order you agree to our <PolicyLink to="/terms">terms of service</PolicyLink> and{' '}
        <PolicyLink to="/privacy">privacy policy</PolicyLink>. See{' '}
        <PolicyLink to="/returns">returns &amp; refunds</PolicyLink>.
      </p>
      <QueuedNotice queued={queued} />
      {offlinePayment ? <NeedsConnection id="delivery-details-offline" /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          size="lg"
          busy={isSubmitting}
          disabled={offlinePayment}
          aria-describedby={offlinePayment ? 'delivery-details-offline' : undefined}
        >
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
