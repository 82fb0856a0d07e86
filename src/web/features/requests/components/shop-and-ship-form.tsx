import type {
  ShopAndShipInput,
  ShopShipChinaInput,
  ShopShipDubaiInput,
  ShopShipUsaInput,
} from '@shared/requests/shop-and-ship';
import {
  PRODUCT_LINKS_MAX,
  SHOP_AND_SHIP_ORIGINS,
  type ShopAndShipOrigin,
} from '@shared/requests/shop-and-ship-options';
import { ChoiceGroup } from '@web/components/form/choice-group';
import { FormSection } from '@web/components/form/form-section';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { YourDetails } from '@web/components/form/your-details';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { Package, Timer, UserRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useSubmitRequest } from '../api/submit-request';
import { LandedCostSection } from './landed-cost-section';

type Values = FormValues<ShopAndShipInput>;

const schemas = () => import('@shared/requests/shop-and-ship');
const RULES = {
  usa: lazyZodResolver<Values>(() => schemas().then((module) => module.shopShipUsaSchema)),
  china: lazyZodResolver<Values>(() => schemas().then((module) => module.shopShipChinaSchema)),
  dubai: lazyZodResolver<Values>(() => schemas().then((module) => module.shopShipDubaiSchema)),
} as const;

const COMMON = [
  'customerName',
  'customerPhone',
  'customerEmail',
  'deliveryAddress',
  'productDescription',
  'urgency',
  'specialInstructions',
  'itemPrice',
  'itemWeightKg',
  'itemCategory',
] as const;
/** Each origin's empty form: only its own fields, so only they are sent. */
const EMPTY = {
  usa: {
    ...emptyValues<ShopShipUsaInput>()([...COMMON, 'productUrls', 'estimatedBudget', 'itemQuantity']),
    itemQuantity: '1',
  },
  china: {
    ...emptyValues<ShopShipChinaInput>()([
      ...COMMON,
      'productUrls',
      'estimatedBudget',
      'orderQuantity',
      'qualityRequirements',
      'itemQuantity',
    ]),
    itemQuantity: '1',
  },
  dubai: {
    ...emptyValues<ShopShipDubaiInput>()([...COMMON, 'productUrl', 'quantity', 'budget']),
    quantity: '1',
  },
} as unknown as Record<ShopAndShipOrigin, Values>;

const DESCRIPTION_PLACEHOLDER = {
  usa: 'Product name, brand, model, size and colour',
  china: 'Product name, model, sizes and colours, packaging',
  dubai: 'Product name, brand, size and colour',
} as const;

/**
 * Shop & Ship from the USA, China or Dubai: one form, with the fields, urgency choices and success
 * text of its origin (docs/product/services.md, "Shop & Ship").
 */
export function ShopAndShipForm({ origin }: { origin: ShopAndShipOrigin }) {
  const { path, country, urgencies, messages } = SHOP_AND_SHIP_ORIGINS[origin];
  const service = useServiceForm({
    rules: RULES[origin],
    defaultValues: EMPTY[origin],
    draft: `request:shop-and-ship:${origin}`,
    submit: useSubmitRequest<Values>(path),
    messages,
    prefill: (saved) => ({
      customerName: saved.name,
      customerPhone: saved.phone,
      customerEmail: saved.email,
      deliveryAddress: saved.address,
    }),
  });
  const { form, field } = service;
  const [itemPrice, itemQuantity, quantity, itemWeightKg, itemCategory] = useWatch({
    control: form.control,
    name: ['itemPrice', 'itemQuantity', 'quantity', 'itemWeightKg', 'itemCategory'],
  });

  return (
    <ServiceForm service={service} submitLabel="Submit Request" submitPlace="start">
      <YourDetails
        title="Your Details"
        icon={UserRound}
        description="Where we deliver in Ghana and how to reach you."
        name={field('customerName')}
        phone={field('customerPhone')}
        email={{ required: true, ...field('customerEmail') }}
        address={{
          label: 'Delivery Address',
          placeholder: 'House number, street, area, city and a landmark',
          ...field('deliveryAddress'),
        }}
      />

      <FormSection
        title="Product Details"
        icon={Package}
        description={`What you want us to buy in ${country}.`}
      >
        {origin === 'dubai' ? (
          <TextField
            label="Product URL (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            className="sm:col-span-2"
            {...field('productUrl')}
          />
        ) : (
          <TextareaField
            label="Product Links (optional)"
            rows={3}
            inputMode="url"
            placeholder={`https://\nOne link per line, up to ${PRODUCT_LINKS_MAX}`}
            className="sm:col-span-2"
            {...field('productUrls')}
          />
        )}
        <TextareaField
          label="Product Description"
          rows={4}
          placeholder={DESCRIPTION_PLACEHOLDER[origin]}
          required
          className="sm:col-span-2"
          {...field('productDescription')}
        />
        {origin === 'china' ? (
          <TextField
            label="Order Quantity"
            placeholder="e.g. 200 pieces or 5 cartons"
            required
            {...field('orderQuantity')}
          />
        ) : null}
        {origin === 'dubai' ? (
          <>
            <TextField
              label="Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              {...field('quantity')}
            />
            <TextField
              label="Budget (GH₵)"
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              required
              {...field('budget')}
            />
          </>
        ) : (
          <TextField
            label="Estimated Budget (GH₵, optional)"
            type="number"
            inputMode="decimal"
            min={1}
            step={0.01}
            {...field('estimatedBudget')}
          />
        )}
        {origin === 'china' ? (
          <TextareaField
            label="Quality Requirements (optional)"
            rows={3}
            placeholder="Materials, finish, certification, samples before the full order..."
            className="sm:col-span-2"
            {...field('qualityRequirements')}
          />
        ) : null}
      </FormSection>

      <LandedCostSection
        origin={origin}
        fields={{
          itemPrice: field('itemPrice'),
          itemQuantity: origin === 'dubai' ? null : field('itemQuantity'),
          itemWeightKg: field('itemWeightKg'),
          itemCategory: field('itemCategory'),
        }}
        values={{ itemPrice, itemQuantity, quantity, itemWeightKg, itemCategory }}
      />

      <FormSection title="Delivery Speed" icon={Timer} description="How soon you need it in Ghana.">
        <ChoiceGroup
          legend="Urgency"
          type="radio"
          options={urgencies}
          columns={3}
          required
          className="sm:col-span-2"
          {...field('urgency')}
        />
        <TextareaField
          label="Special Instructions (optional)"
          rows={3}
          className="sm:col-span-2"
          {...field('specialInstructions')}
        />
      </FormSection>
    </ServiceForm>
  );
}
