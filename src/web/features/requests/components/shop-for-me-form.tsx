import { API_SHOP_FOR_ME_REQUEST } from '@shared/api-paths';
import type { ShopForMeInput } from '@shared/requests/shop-for-me';
import {
  SHOP_FOR_ME_DELIVERY_TIMES,
  SHOP_FOR_ME_MESSAGES,
  SHOPPING_TYPES,
} from '@shared/requests/shop-for-me-options';
import { todayInGhana } from '@shared/requests/today';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { FormSection } from '@web/components/form/form-section';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { YourDetails } from '@web/components/form/your-details';
import { Alert } from '@web/components/ui/alert';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { CalendarClock, ShoppingBasket, UserRound } from 'lucide-react';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<ShopForMeInput>;

const shopForMeRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/shop-for-me').then((module) => module.shopForMeSchema),
);

const EMPTY = emptyValues<ShopForMeInput>()([
  'clientName',
  'clientPhone',
  'clientEmail',
  'clientAddress',
  'shoppingType',
  'marketLocation',
  'itemsList',
  'budget',
  'deliveryDate',
  'deliveryTime',
  'specialInstructions',
]);

/** The form, its rules and its toasts (docs/product/services.md, "Shop for Me"). */
export function ShopForMeForm() {
  const service = useServiceForm({
    rules: shopForMeRules,
    defaultValues: EMPTY,
    draft: 'request:shop-for-me',
    submit: useSubmitRequest<Values>(API_SHOP_FOR_ME_REQUEST),
    messages: SHOP_FOR_ME_MESSAGES,
    prefill: (saved) => ({
      clientName: saved.name,
      clientPhone: saved.phone,
      clientEmail: saved.email,
      clientAddress: saved.address,
    }),
  });
  const { field } = service;

  return (
    <ServiceForm
      service={service}
      submitLabel="Submit Shopping Request"
      submitPlace="start"
      resetLabel="Send another shopping list"
    >
      <YourDetails
        title="Your Details"
        icon={UserRound}
        description="Who we deliver to and how to reach you."
        name={field('clientName')}
        phone={field('clientPhone')}
        email={{
          label: 'Email Address (optional)',
          hint: 'We e-mail you the confirmation and your reference.',
          ...field('clientEmail'),
        }}
        address={{
          label: 'Delivery Address',
          placeholder: 'House number, street, area and a landmark',
          ...field('clientAddress'),
        }}
      />

      <FormSection
        title="What Should We Buy?"
        icon={ShoppingBasket}
        description="List everything with quantities; we buy exactly what you ask for."
      >
        <ChoiceGroup
          legend="What should we shop for?"
          type="radio"
          options={SHOPPING_TYPES}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('shoppingType')}
        />
        <TextField
          label="Preferred Market or Shop"
          placeholder="e.g. Makola Market, Kejetia, Shoprite"
          required
          {...field('marketLocation')}
        />
        <TextField
          label="Budget (GH₵)"
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          placeholder="500"
          required
          {...field('budget')}
        />
        <TextareaField
          label="Items to Buy"
          rows={6}
          placeholder={'e.g.\n2 tubers of yam\n1 crate of eggs\n5 kg rice\nFresh tomatoes for GH₵50'}
          required
          className="sm:col-span-2"
          {...field('itemsList')}
        />
      </FormSection>

      <FormSection title="Delivery" icon={CalendarClock} description="When you would like your items.">
        <TextField
          label="Delivery Date"
          type="date"
          min={todayInGhana()}
          required
          className="sm:col-span-2 sm:max-w-xs"
          {...field('deliveryDate')}
        />
        <ChoiceGroup
          legend="Delivery Time"
          type="radio"
          options={SHOP_FOR_ME_DELIVERY_TIMES}
          required
          className="sm:col-span-2"
          {...field('deliveryTime')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          placeholder="Brands you prefer, substitutes we may buy, how to reach your door..."
          className="sm:col-span-2"
          {...field('specialInstructions')}
        />
      </FormSection>

      <Alert variant="info" title="Pay on delivery">
        You pay for your items plus a small service fee when they are delivered. We confirm the fee with you
        before we shop.
      </Alert>
    </ServiceForm>
  );
}
