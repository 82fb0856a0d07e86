import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredChoice,
  requiredEmail,
  requiredNumber,
  requiredPhone,
  requiredText,
  webUrl,
} from './fields';
import { itemQuantityField, landedCostFields, requireWholeEstimate } from './landed-cost-schemas';
import { PRODUCT_LINKS_MAX, URGENCY_VALUES } from './shop-and-ship-options';

const PRODUCT_LINKS_MESSAGE = `Please enter up to ${PRODUCT_LINKS_MAX} product links starting with http:// or https://, one per line`;

/**
 * Product links, one per line (or separated by spaces): blank is null, otherwise the links one per
 * line. Every link must be a web address, so the admin can open it safely.
 */
function productLinks() {
  return z
    .string({ error: PRODUCT_LINKS_MESSAGE })
    .trim()
    .max(LONG_TEXT_MAX, PRODUCT_LINKS_MESSAGE)
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .refine(
      (links) =>
        links.length <= PRODUCT_LINKS_MAX && links.every((link) => webUrl('').safeParse(link).success),
      PRODUCT_LINKS_MESSAGE,
    )
    .transform((links) => (links.length > 0 ? links.join('\n') : null))
    .nullish()
    .transform((value) => value ?? null);
}

/** What every origin asks: who, where to deliver, what to buy, how fast (docs/product/services.md, "Shop & Ship"). */
const shopAndShipBase = z.object({
  customerName: requiredText('Name must be at least 2 characters', { min: 2, max: 100 }),
  customerPhone: requiredPhone('Please enter a valid phone number', 10),
  customerEmail: requiredEmail('Please enter a valid email address'),
  deliveryAddress: requiredText('Please provide a detailed delivery address', { min: 10, max: 500 }),
  productDescription: requiredText('Please describe the product you want us to buy', {
    min: 5,
    max: LONG_TEXT_MAX,
  }),
  urgency: requiredChoice(URGENCY_VALUES, 'Please select how soon you need it'),
  specialInstructions: optionalText(LONG_TEXT_MAX),
  // The landed-cost estimate's inputs (docs/decisions/042); the server works out the estimate.
  ...landedCostFields,
});

const usaAndChina = {
  productUrls: productLinks(),
  estimatedBudget: optionalNumber({ min: 1, decimals: 2, message: 'Please enter a budget of at least GH₵1' }),
  itemQuantity: itemQuantityField,
};

export const shopShipUsaSchema = shopAndShipBase.extend(usaAndChina).superRefine(requireWholeEstimate);

export const shopShipChinaSchema = shopAndShipBase
  .extend({
    ...usaAndChina,
    orderQuantity: requiredText('Please enter the order quantity', { max: 100 }),
    qualityRequirements: optionalText(LONG_TEXT_MAX),
  })
  .superRefine(requireWholeEstimate);

export const shopShipDubaiSchema = shopAndShipBase
  .extend({
    productUrl: optionalUrl('Please enter a valid product URL, starting with http:// or https://'),
    quantity: requiredNumber({ min: 1, max: 100_000, decimals: 0, message: 'Quantity must be at least 1' }),
    budget: requiredNumber({ min: 1, decimals: 2, message: 'Please enter your budget' }),
  })
  .superRefine(requireWholeEstimate);

export type ShopShipUsaInput = z.input<typeof shopShipUsaSchema>;
export type ShopShipChinaInput = z.input<typeof shopShipChinaSchema>;
export type ShopShipDubaiInput = z.input<typeof shopShipDubaiSchema>;
/** Every field any origin has: the one form's values. */
export type ShopAndShipInput = ShopShipUsaInput &
  Pick<ShopShipChinaInput, 'orderQuantity' | 'qualityRequirements'> &
  Pick<ShopShipDubaiInput, 'productUrl' | 'quantity' | 'budget'>;
