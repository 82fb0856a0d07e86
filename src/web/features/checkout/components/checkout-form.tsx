import type { Product } from '@shared/catalogue/product';
import { CHECKOUT_LIMITS, type DropshippingPaymentMethod } from '@shared/checkout/checkout-messages';
import type { CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useDraft } from '@web/lib/drafts';
import { paymentsByPaystack } from '@web/lib/payment-provider';
import { usePrefillFields } from '@web/lib/prefill';
import { revealField } from '@web/lib/reveal-field';
import { toast } from '@web/lib/toast';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { CheckoutChoice } from '../checkout-choice';
import { CHECKOUT_DRAFT, type CheckoutDetails } from '../checkout-storage';
import { type CheckoutField, firstCheckoutProblem } from '../checkout-validation';
import { firstField, payNow } from '../pay-now';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodChoice } from './payment-method-choice';

type FieldErrors = Partial<Record<CheckoutField | 'email' | 'notes' | 'quantity', string>>;

export interface CheckoutFormProps {
  product: Product;
  choice: CheckoutChoice;
  initialDetails: CheckoutDetails;
  /** Where the browser goes for the payment (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * The checkout (docs/product/cart-and-checkout.md, "The drop-shipping checkout"): Contact Information, Delivery Address and Payment
 * Method, and the Order Summary with "Pay Now". The fields are checked in the spec's order, each
 * missing one an error toast; the server checks everything again and its messages land on the
 * fields. The button reads "Saving Order..." from the press until the provider's page opens.
 */
export function CheckoutForm({ product, choice, initialDetails, redirect }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(CHECKOUT_DRAFT, initialDetails);
  const [details, setDetails] = useState(draft.initial);
  // Kept as a draft from the shopper's first change on (a prefill alone is not a draft).
  const [typed, setTyped] = useState(false);
  const { save: saveDraft } = draft;
  useEffect(() => {
    if (typed) saveDraft(details);
  }, [typed, details, saveDraft]);
  const [selectedColor, setSelectedColor] = useState(choice.selectedColor);
  const [selectedSize, setSelectedSize] = useState(choice.selectedSize);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const quantity = Math.max(choice.quantity, product.minOrderQuantity);

  // Back from the payment page, a browser may show this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A signed-in shopper's saved details fill what is still empty (docs/decisions/039).
  usePrefillFields(
    (saved) => ({
      fullName: saved.name,
      email: saved.email,
      phone: saved.phone,
      address: saved.street,
      city: saved.city,
    }),
    (name, value) =>
      setDetails((current) => (current[name].trim() ? current : { ...current, [name]: value })),
  );

  const clearError = (field: keyof FieldErrors) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const field = (name: keyof CheckoutDetails) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setTyped(true);
      setDetails((current) => ({ ...current, [name]: value }));
      clearError(name as keyof FieldErrors);
    },
    error: errors[name as keyof FieldErrors],
  });

  const focusField = (name: string) => {
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(`[name="${name}"]:checked`) ??
      form?.querySelector<HTMLElement>(`[name="${name}"]`);
    revealField(target);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstCheckoutProblem({ ...details, selectedColor, selectedSize }, product);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.error(problem.title, { description: problem.message });
      focusField(problem.field);
      return;
    }
    setErrors({});
    setBusy(true);
    const input: CheckoutOrderInput = {
      productId: product.id,
      quantity,
      selectedColor: product.colors.length > 0 ? selectedColor : null,
      selectedSize: product.sizes.length > 0 ? selectedSize : null,
      fullName: details.fullName.trim(),
      email: details.email.trim() || null,
      phone: details.phone.trim(),
      address: details.address.trim(),
      city: details.city.trim(),
      notes: details.notes.trim() || null,
      paymentMethod: details.paymentMethod,
    };
    const outcome = await payNow(input, redirect);
    if (outcome.status === 'redirecting') return;
    setBusy(false);
    if (outcome.fields) {
      setErrors(outcome.fields);
      const first = firstField(outcome.fields);
      if (first) focusField(first);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
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
          <TextareaField
            label={
              <>
                Delivery Notes <span className="font-normal text-stone-500">(optional)</span>
              </>
            }
            rows={2}
            placeholder="Landmark, gate colour, best time to call…"
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
            value={details.paymentMethod}
            onChange={(paymentMethod: DropshippingPaymentMethod) => {
              setTyped(true);
              setDetails((current) => ({ ...current, paymentMethod }));
            }}
          />
        </Section>
      </div>

      <CheckoutSummary
        product={product}
        quantity={quantity}
        selectedColor={selectedColor}
        selectedSize={selectedSize}
        onColorChange={(color) => {
          setSelectedColor(color);
          clearError('selectedColor');
        }}
        onSizeChange={(size) => {
          setSelectedSize(size);
          clearError('selectedSize');
        }}
        colorError={errors.selectedColor}
        sizeError={errors.selectedSize}
        quantityError={errors.quantity}
        busy={busy}
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
