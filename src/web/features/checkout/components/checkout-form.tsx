import type { Product } from '@shared/catalogue/product';
import { CHECKOUT_LIMITS, type DropshippingPaymentMethod } from '@shared/checkout/checkout-messages';
import type { CheckoutFormOutput, CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { DeliveryPlaceFields } from '@web/components/form/delivery-place-fields';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { paymentsByPaystack } from '@web/lib/payment-provider';
import { usePrefill } from '@web/lib/prefill';
import { revealField } from '@web/lib/reveal-field';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors, Path } from 'react-hook-form';
import { useCreateCheckoutOrder } from '../api/create-checkout-order';
import type { CheckoutChoice } from '../checkout-choice';
import { CHECKOUT_DRAFT, type CheckoutDetails } from '../checkout-storage';
import { firstField, type PayNowOutcome, payNow, titleForField } from '../pay-now';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodChoice } from './payment-method-choice';

/** The details as typed, and the colour and size ('' for none chosen). */
type Values = CheckoutDetails & { selectedColor: string; selectedSize: string };

/** What the checkout says when its order was sent without a connection (docs/decisions/056). */
export const OFFLINE_ORDER_TEXTS = {
  queuedTitle: 'Saved on this device',
  queued:
    "You're offline. Your order will be placed when the connection returns. Nothing has been paid: paying needs a connection, and you pay once you're back online.",
  savedTitle: 'Order saved: payment needed',
  saved:
    'Your order reached us when the connection returned and waits for payment. Press Pay Now to pay it by Mobile Money or card.',
} as const;

export interface CheckoutFormProps {
  product: Product;
  choice: CheckoutChoice;
  initialDetails: CheckoutDetails;
  /** Where the browser goes for the payment (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * The checkout (docs/product/cart-and-checkout.md, "The drop-shipping checkout"): Contact Information, Delivery Address and Payment
 * Method, and the Order Summary with "Pay Now". Checked with the API's own schema
 * (`checkoutFormSchema`): the first problem in the spec's order is an error toast, and the server's
 * messages land on the fields. The button reads "Saving Order..." from the press until the
 * provider's page opens. Offline, the order waits on the device and is saved when the connection
 * returns; the payment is the shopper's to start then (docs/decisions/056).
 */
export function CheckoutForm({ product, choice, initialDetails, redirect }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const order = useCreateCheckoutOrder();
  // The order that waited offline and has been saved: Pay Now pays it.
  const [savedOffline, setSavedOffline] = useState(false);
  // The payment page is opening: busy until the browser leaves (or comes back to this page).
  const [leaving, setLeaving] = useState(false);
  const quantity = Math.max(choice.quantity, product.minOrderQuantity);
  const rules = useMemo(
    () =>
      lazyZodResolver<Values, CheckoutFormOutput>(() =>
        import('@shared/checkout/checkout-order').then((module) => module.checkoutFormSchema(product)),
      ),
    [product],
  );
  const defaultValues: Values = {
    ...initialDetails,
    selectedColor: choice.selectedColor ?? '',
    selectedSize: choice.selectedSize ?? '',
  };

  const focusField = (name: string) => {
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(`[name="${name}"]:checked`) ??
      form?.querySelector<HTMLElement>(`[name="${name}"]`);
    revealField(target);
  };

  const paid = (outcome: PayNowOutcome) => {
    if (outcome.status === 'redirecting') setLeaving(true);
    else if (outcome.status === 'saved') setSavedOffline(true);
    else if (outcome.fields) {
      for (const [name, message] of Object.entries(outcome.fields)) {
        form.setError(name as Path<Values>, { type: 'server', message });
      }
      const first = firstField(outcome.fields);
      if (first) focusField(first);
    }
  };

  const { form, field, onSubmit, isSubmitting } = useSchemaForm<Values, CheckoutFormOutput, PayNowOutcome>({
    rules,
    defaultValues,
    // Kept until the payment is verified (forgetCheckoutOfOrder), also while an order waits offline.
    draft: CHECKOUT_DRAFT,
    keepDraftWhenSent: true,
    send: (details) => {
      setSavedOffline(false);
      const input: CheckoutOrderInput = {
        productId: product.id,
        quantity,
        selectedColor: product.colors.length > 0 ? details.selectedColor : null,
        selectedSize: product.sizes.length > 0 ? details.selectedSize : null,
        fullName: details.fullName,
        email: details.email,
        phone: details.phone,
        address: details.address,
        city: details.city,
        landmark: details.landmark,
        gpsAddress: details.gpsAddress,
        notes: details.notes,
        paymentMethod: details.paymentMethod,
      };
      return payNow(input, redirect, order.sendTelling);
    },
    onSuccess: paid,
    // The first problem in the form's order (the spec's: name, phone, address, city, then colour
    // and size), as a toast; react-hook-form focuses the field, or the chips here.
    onInvalid: (errors: FieldErrors<Values>) => {
      const first = Object.keys(defaultValues).find((name) => errors[name as keyof Values]?.message);
      const message = first ? errors[first as keyof Values]?.message : undefined;
      if (!first || typeof message !== 'string') return;
      toast.error(titleForField(first, message), { description: message });
      if (first === 'selectedColor' || first === 'selectedSize') focusField(first);
    },
  });

  // Back from the payment page, a browser may show this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A signed-in shopper's saved details fill what is still empty (docs/decisions/039).
  usePrefill(form, (saved) => ({
    fullName: saved.name,
    email: saved.email,
    phone: saved.phone,
    address: saved.street,
    city: saved.city,
    landmark: saved.landmark,
    gpsAddress: saved.gpsAddress,
  }));

  const errors = form.formState.errors;
  const paymentMethod = form.watch('paymentMethod');
  const selectedColor = form.watch('selectedColor') || null;
  const selectedSize = form.watch('selectedSize') || null;
  const choose = (name: 'selectedColor' | 'selectedSize', value: string) => {
    form.setValue(name, value, { shouldDirty: true });
    form.clearErrors(name);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={rules.preload}
      noValidate
      aria-label="Checkout"
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
    >
      <div className="flex flex-col gap-6">
        <Section title="Contact Information" description="We use these to confirm your order.">
          <TextField
            label="Full Name"
            required
            autoComplete="name"
            maxLength={CHECKOUT_LIMITS.name}
            {...field('fullName')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CHECKOUT_LIMITS.email}
              hint="Optional: for your order confirmation"
              {...field('email')}
            />
            <TextField
              label="Phone Number"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="024 123 4567"
              maxLength={CHECKOUT_LIMITS.phone}
              {...field('phone')}
            />
          </div>
        </Section>

        <Section title="Delivery Address" description="Delivery anywhere in Ghana is free.">
          <TextField
            label="Address"
            required
            autoComplete="street-address"
            placeholder="House number, street, area"
            maxLength={CHECKOUT_LIMITS.address}
            {...field('address')}
          />
          <TextField
            label="City"
            required
            autoComplete="address-level2"
            placeholder="Accra"
            maxLength={CHECKOUT_LIMITS.city}
            {...field('city')}
          />
          <DeliveryPlaceFields landmark={field('landmark')} gpsAddress={field('gpsAddress')} />
          <TextareaField
            label={
              <>
                Delivery Notes <span className="font-normal text-stone-500">(optional)</span>
              </>
            }
            rows={2}
            placeholder="Gate colour, best time to call…"
            maxLength={CHECKOUT_LIMITS.notes}
            {...field('notes')}
          />
        </Section>

        <Section
          title="Payment Method"
          description={
            paymentsByPaystack()
              ? 'Secure payments powered by Paystack.'
              : 'You pay securely on the next page; we never see your card number or PIN.'
          }
        >
          <PaymentMethodChoice
            value={paymentMethod}
            onChange={(method: DropshippingPaymentMethod) =>
              form.setValue('paymentMethod', method, { shouldDirty: true })
            }
          />
        </Section>
      </div>

      <CheckoutSummary
        product={product}
        quantity={quantity}
        selectedColor={selectedColor}
        selectedSize={selectedSize}
        onColorChange={(color) => choose('selectedColor', color)}
        onSizeChange={(size) => choose('selectedSize', size)}
        colorError={errors.selectedColor?.message}
        sizeError={errors.selectedSize?.message}
        quantityError={(errors as FieldErrors<{ quantity: string }>).quantity?.message}
        busy={isSubmitting || leaving}
        notice={
          order.queued ? (
            <Alert variant="info" title={OFFLINE_ORDER_TEXTS.queuedTitle}>
              <p>{OFFLINE_ORDER_TEXTS.queued}</p>
            </Alert>
          ) : savedOffline ? (
            <Alert variant="success" title={OFFLINE_ORDER_TEXTS.savedTitle}>
              <p>{OFFLINE_ORDER_TEXTS.saved}</p>
            </Alert>
          ) : null
        }
      />
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader className="p-5 pb-3 sm:p-6 sm:pb-4">
        <CardTitle id={headingId} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-5 pt-0 sm:p-6 sm:pt-0">{children}</CardContent>
    </Card>
  );
}
