import type { z } from 'zod';
import {
  API_CONTACT_REQUEST,
  API_DRIVER_RIDER_APPLICATION,
  API_INSURANCE_REQUEST,
  API_SHOP_FOR_ME_REQUEST,
} from '../../../shared/api-paths';
import { contactSchema } from '../../../shared/requests/contact';
import { driverRiderApplicationSchema } from '../../../shared/requests/driver-rider-application';
import { APPLICATION_MESSAGES } from '../../../shared/requests/driver-rider-options';
import { insuranceSchema } from '../../../shared/requests/insurance';
import { INSURANCE_MESSAGES } from '../../../shared/requests/insurance-options';
import type { ServiceRequestKind } from '../../../shared/requests/request-kinds';
import {
  shopShipChinaSchema,
  shopShipDubaiSchema,
  shopShipUsaSchema,
} from '../../../shared/requests/shop-and-ship';
import {
  SHOP_AND_SHIP_ORIGINS,
  type ShopAndShipOrigin,
} from '../../../shared/requests/shop-and-ship-options';
import { shopForMeSchema } from '../../../shared/requests/shop-for-me';
import { SHOP_FOR_ME_MESSAGES } from '../../../shared/requests/shop-for-me-options';

/** One service form kept in `service_requests`: its endpoint, its shared schema, and what to file it under. */
export interface ServiceRequestForm<Schema extends z.ZodType = z.ZodType> {
  kind: ServiceRequestKind;
  /** POST endpoint, under /api/requests. */
  path: string;
  schema: Schema;
  /** The contact details /track matches and the admin inbox lists. */
  contact(input: z.output<Schema>): { name: string; email: string | null; phone: string | null };
  /** The confirmation e-mail's "what happens next" (docs/product/services.md, "What every form does"). */
  nextStep: string;
  /** Shop & Ship: where the item comes from, for the landed-cost estimate stored with it. */
  origin?: ShopAndShipOrigin;
}

const form = <Schema extends z.ZodType>(definition: ServiceRequestForm<Schema>) =>
  definition as unknown as ServiceRequestForm;

export const SERVICE_REQUEST_FORMS: ServiceRequestForm[] = [
  form({
    kind: 'driver_rider_application',
    path: API_DRIVER_RIDER_APPLICATION,
    schema: driverRiderApplicationSchema,
    contact: ({ fullName, email, phone }) => ({ name: fullName, email, phone }),
    nextStep: APPLICATION_MESSAGES.success,
  }),
  form({
    kind: 'contact',
    path: API_CONTACT_REQUEST,
    schema: contactSchema,
    contact: ({ name, email, phone }) => ({ name, email, phone }),
    nextStep: "We'll get back to you within 24 hours.",
  }),
  form({
    kind: 'shop_for_me',
    path: API_SHOP_FOR_ME_REQUEST,
    schema: shopForMeSchema,
    contact: ({ clientName, clientEmail, clientPhone }) => ({
      name: clientName,
      email: clientEmail,
      phone: clientPhone,
    }),
    nextStep: SHOP_FOR_ME_MESSAGES.success,
  }),
  shopAndShip('usa', 'shop_ship_usa', shopShipUsaSchema),
  shopAndShip('china', 'shop_ship_china', shopShipChinaSchema),
  shopAndShip('dubai', 'shop_ship_dubai', shopShipDubaiSchema),
  form({
    kind: 'insurance',
    path: API_INSURANCE_REQUEST,
    schema: insuranceSchema,
    contact: ({ firstName, lastName, email, phone }) => ({ name: `${firstName} ${lastName}`, email, phone }),
    nextStep: INSURANCE_MESSAGES.success,
  }),
];

function shopAndShip(
  origin: ShopAndShipOrigin,
  kind: ServiceRequestKind,
  schema: typeof shopShipUsaSchema | typeof shopShipChinaSchema | typeof shopShipDubaiSchema,
) {
  const { path, messages } = SHOP_AND_SHIP_ORIGINS[origin];
  return form({
    kind,
    path,
    schema,
    contact: ({ customerName, customerEmail, customerPhone }) => ({
      name: customerName,
      email: customerEmail,
      phone: customerPhone,
    }),
    nextStep: messages.success,
    origin,
  });
}
