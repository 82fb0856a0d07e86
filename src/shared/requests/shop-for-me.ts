import { z } from 'zod';
import {
  LONG_TEXT_MAX,
  optionalEmail,
  optionalText,
  optionValues,
  requiredChoice,
  requiredDate,
  requiredNumber,
  requiredPhone,
  requiredText,
} from './fields';
import { SHOP_FOR_ME_DELIVERY_TIMES, SHOPPING_TYPES } from './shop-for-me-options';
import { todayInGhana } from './today';

/** The Shop for Me rules and messages (docs/product/services.md, "Shop for Me"). */
export const shopForMeSchema = z.object({
  clientName: requiredText('Client name must be at least 2 characters', { min: 2, max: 100 }),
  clientPhone: requiredPhone('Please enter a valid phone number', 10),
  // Not in the first version's form: only where the confirmation and reference are e-mailed to.
  clientEmail: optionalEmail(),
  clientAddress: requiredText('Please provide a detailed delivery address', { min: 10, max: 500 }),
  shoppingType: requiredChoice(optionValues(SHOPPING_TYPES), 'Please select what type of items to shop for'),
  marketLocation: requiredText('Please specify preferred market/shop location', { min: 2 }),
  itemsList: requiredText('Please provide a detailed list of items to purchase', {
    min: 10,
    max: LONG_TEXT_MAX,
  }),
  budget: requiredNumber({ min: 1, decimals: 2, message: 'Please specify your budget' }),
  deliveryDate: requiredDate('Please select preferred delivery date').refine(
    (date) => date >= todayInGhana(),
    'Delivery date cannot be in the past',
  ),
  deliveryTime: requiredChoice(
    optionValues(SHOP_FOR_ME_DELIVERY_TIMES),
    'Please select preferred delivery time',
  ),
  specialInstructions: optionalText(LONG_TEXT_MAX),
});
export type ShopForMeInput = z.input<typeof shopForMeSchema>;
export type ShopForMe = z.output<typeof shopForMeSchema>;
