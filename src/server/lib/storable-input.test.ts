import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGhana } from '../../shared/requests/today';
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text';
import { signWebhook } from '../adapters/payments/webhook-signature';
import {
  deliveryRequests,
  dhlShipments,
  dropshippingOrders,
  emailOutbox,
  orders,
  paymentAttempts,
  rateLimits,
  serviceRequests,
  sessions,
  users,
  vendorCategories,
  vendorProfiles,
} from '../db/schema';
import { signInAdmin } from '../test/admin-session';
import { browser, insertDeal, insertProduct } from '../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
}, 120_000);
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => todayInGhana(new Date(Date.now() + days * DAY));

/** The text a person never types and PostgreSQL refuses (NUL) or cannot even encode (lone surrogates). */
const UNSTORABLE = { nul: 'A\u0000B', 'lone high surrogate': 'A\ud800B', 'lone low surrogate': '\udc00' };

/** Every table a refused request could have written to. */
async function rowCounts() {
  const tables = {
    serviceRequests,
    deliveryRequests,
    dhlShipments,
    vendorProfiles,
    orders,
    dropshippingOrders,
    paymentAttempts,
    users,
    sessions,
    rateLimits,
    emailOutbox,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await t.db.select({ n: count() }).from(table))[0]!.n;
  }
  return counts;
}

/** The dotted paths of the strings in a body: each top-level text and each text in a list. */
function textPaths(body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([field, value]) => {
    if (typeof value === 'string') return [field];
    if (Array.isArray(value))
      return value.flatMap((item, i) => (typeof item === 'string' ? [`${field}.${i}`] : []));
    return [];
  });
}

function withText(body: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const [field, index] = path.split('.') as [string, string?];
  if (index === undefined) return { ...body, [field]: text };
  const list = [...(body[field] as unknown[])];
  list[Number(index)] = text;
  return { ...body, [field]: list };
}

interface FormCase {
  name: string;
  path: string;
  /** A body the endpoint accepts (checked first, so that each refusal below is the text's alone). */
  valid: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The session cookie to send, when the endpoint needs one. */
  cookie?: () => Promise<string>;
}

let shopperCookie: string | undefined;
const shopper = async () => (shopperCookie ??= (await signUpVerified(t)).cookie);

const FORMS: FormCase[] = [
  {
    name: 'contact',
    path: '/api/requests/contact',
    valid: () => ({
      name: 'Kwame Mensah',
      email: uniqueEmail('contact'),
      phone: '024 123 4567',
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    }),
  },
  {
    name: 'driver and rider application',
    path: '/api/requests/driver-rider-application',
    valid: () => ({
      fullName: 'Yaw Darko',
      email: uniqueEmail('rider'),
      phone: '055 123 4567',
      dateOfBirth: '1995-06-15',
      address: 'House 4, Dansoman Last Stop',
      city: 'Accra',
      region: 'greater-accra',
      applicationType: 'rider',
      vehicleType: 'motorcycle',
      licensePlate: 'GR 1234-21',
      licenseNumber: 'DL-889900',
      yearsOfExperience: '3-5',
      emergencyContactName: 'Akosua Darko',
      emergencyContactPhone: '024 765 4321',
      availability: ['weekdays', 'evenings'],
      additionalInfo: 'Night rider since 2019',
      agreeToTerms: true,
    }),
  },
  {
    name: 'shop for me',
    path: '/api/requests/shop-for-me',
    valid: () => ({
      clientName: 'Akosua Boateng',
      clientPhone: '024 123 4567',
      clientEmail: '',
      clientAddress: 'House 12, Ring Road East, Osu, Accra',
      shoppingType: 'both',
      marketLocation: 'Makola Market',
      itemsList: '2 tubers of yam, 1 crate of eggs, 5 kg rice',
      budget: '450.50',
      deliveryDate: inDays(2),
      deliveryTime: 'morning',
      specialInstructions: 'Ring twice',
    }),
  },
  ...(['usa', 'china', 'dubai'] as const).map(
    (origin): FormCase => ({
      name: `shop and ship (${origin})`,
      path: `/api/requests/shop-ship-${origin}`,
      valid: () => ({
        customerName: 'Yaw Owusu',
        customerPhone: '020 555 1234',
        customerEmail: uniqueEmail('ship'),
        deliveryAddress: 'Plot 7, Adum High Street, Kumasi',
        productDescription: 'Wireless earbuds, black, with charging case',
        urgency: 'standard',
        specialInstructions: 'Fragile',
        ...(origin === 'usa' && { productUrls: 'https://www.amazon.com/dp/B0', estimatedBudget: '500' }),
        ...(origin === 'china' && {
          productUrls: 'https://detail.1688.com/offer/612345.html',
          estimatedBudget: '8000.00',
          orderQuantity: '500 pieces',
          qualityRequirements: 'Grade A',
        }),
        ...(origin === 'dubai' && { productUrl: 'https://www.noon.com/p/', quantity: '1', budget: '2500' }),
      }),
    }),
  ),
  {
    name: 'insurance',
    path: '/api/requests/insurance',
    valid: () => ({
      firstName: 'Ama',
      lastName: 'Asante',
      email: uniqueEmail('insurance'),
      phone: '055 123 4567',
      address: '14 Independence Avenue, Ridge',
      city: 'Accra',
      insuranceType: 'motor',
      vehicleInfo: 'Toyota Corolla 2015',
      propertyInfo: 'typed before switching to motor',
      deliveryAddress: 'Office 3, Airport City, Accra',
      deliveryTime: 'afternoon',
      additionalInfo: 'Comprehensive cover',
    }),
  },
  {
    name: 'delivery',
    path: '/api/requests/delivery',
    valid: () => ({
      senderName: 'Kwame Mensah',
      senderPhone: '024 123 4567',
      senderEmail: uniqueEmail('delivery'),
      senderCity: 'accra',
      senderPickupAddress: '12 Oxford Street, Osu',
      senderLandmark: 'Opposite the Koala supermarket',
      receiverName: 'Ama Owusu',
      receiverPhone: '020 765 4321',
      receiverCity: 'kumasi',
      receiverDeliveryAddress: 'Adum, near Kejetia market',
      receiverLandmark: 'Blue gate',
      packageType: 'medium_box',
      weightKg: '2.5',
      itemValueGhs: '350.75',
      transportType: 'mini_van',
      preferredPickupDate: inDays(1),
      preferredPickupTime: '10:30',
      urgencyLevel: 'regular',
      paymentMethod: 'mobile_money',
      specialInstructions: 'Handle with care',
    }),
  },
  {
    name: 'DHL shipment',
    path: '/api/dhl/shipments',
    valid: () => ({
      fullName: 'Efua Asante',
      contactNumber: '0244 555 123',
      email: uniqueEmail('dhl'),
      pickupAddress: '7 Liberation Road, Airport Residential',
      pickupCity: 'Accra',
      pickupLandmark: 'Near the mall',
      preferredPickupDate: inDays(2),
      preferredPickupTime: '14:00',
      packageDescription: 'Kente cloth and shea butter gifts',
      weightKg: '3.25',
      dimensionsLengthCm: '40',
      dimensionsWidthCm: '30.5',
      dimensionsHeightCm: '20',
      destinationCountry: 'United Kingdom',
      destinationAddress: '221B Baker Street, Marylebone',
      destinationCity: 'London',
      destinationPostalCode: 'NW1 6XE',
      needsDhlPackaging: true,
      specialInstructions: 'Gift',
    }),
  },
  {
    name: 'vendor registration',
    path: '/api/vendors',
    cookie: shopper,
    valid: async () => {
      const rows = await t.db
        .insert(vendorCategories)
        .values([{ name: `Fabrics ${uniqueEmail('c')}` }])
        .returning();
      return {
        businessName: 'Makola Fabrics',
        businessType: 'sole_proprietorship',
        businessRegistrationNumber: 'BN-123456',
        businessAddress: 'Makola Market, Accra',
        businessPhone: '030 222 3333',
        businessEmail: uniqueEmail('vendor'),
        contactPersonName: 'Adwoa Mensah',
        contactPersonPhone: '024 111 2222',
        contactPersonEmail: '',
        businessDescription: 'Wax prints, kente and tailoring.',
        websiteUrl: 'https://makolafabrics.com.gh',
        categoryIds: [rows[0]!.id],
      };
    },
  },
  {
    name: 'deal order (Buy Now)',
    path: '/api/orders',
    cookie: shopper,
    valid: async () => ({
      dealId: (await insertDeal(t.db)).id,
      quantity: 1,
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      specialInstructions: 'Call at the gate',
      region: 'greater-accra',
    }),
  },
  {
    name: 'cart checkout',
    path: '/api/cart/checkout',
    cookie: shopper,
    valid: async () => {
      const deal = await insertDeal(t.db);
      const added = await browser(t, await shopper()).post('/api/cart/items', {
        dealId: deal.id,
        quantity: 2,
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
      return {
        deliveryName: 'Ama Owusu',
        deliveryPhone: '024 123 4567',
        deliveryAddress: '12 Oxford Street, Osu, Accra',
        region: 'greater-accra',
        specialInstructions: 'Call at the gate',
      };
    },
  },
  {
    name: 'drop-shipping checkout',
    path: '/api/checkout/orders',
    valid: async () => ({
      productId: (await insertProduct(t.db)).id,
      quantity: 1,
      fullName: 'Ama Owusu',
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      email: uniqueEmail('buyer'),
      paymentMethod: 'mobile_money',
    }),
  },
  {
    name: 'sign-up',
    path: '/api/auth/sign-up/email',
    valid: () => ({ email: uniqueEmail('signup'), password: 'secret123', name: 'Esi', callbackURL: '/' }),
  },
  {
    name: 'sign-in by e-mail',
    path: '/api/auth/sign-in/email',
    valid: async () => {
      const { email, password } = await signUpVerified(t);
      return { email, password };
    },
  },
  {
    name: 'admin sign-in by username',
    path: '/api/auth/sign-in/username',
    valid: async () => {
      const { username, password } = await signInAdmin(t);
      return { username, password };
    },
  },
  {
    name: 'request tracking',
    path: '/api/requests/track',
    valid: async () => {
      const email = uniqueEmail('track');
      const sent = await browser(t).post('/api/requests/contact', {
        name: 'Kwame Mensah',
        email,
        phone: '024 123 4567',
        subject: 'Tracking',
        message: 'Where is my parcel?',
      });
      return { reference: sent.json().reference, contact: email };
    },
  },
];

describe('text PostgreSQL cannot store, in every form and order body', () => {
  it.each(FORMS)(
    '$name: each text field with NUL or a lone surrogate is refused with 400 naming it; nothing is written',
    async (form) => {
      const cookie = await form.cookie?.();
      const valid = await form.valid();
      const accepted = await browser(t, cookie).post(form.path, valid);
      expect(accepted.statusCode, `the valid body: ${accepted.body}`).toBeLessThan(300);

      const paths = textPaths(valid);
      expect(paths.length).toBeGreaterThan(1);
      const before = await rowCounts();
      for (const path of paths) {
        for (const [kind, text] of Object.entries(UNSTORABLE)) {
          const response = await browser(t, cookie).post(form.path, withText(valid, path, text));
          const what = `${form.name}, ${path} with ${kind}`;
          expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
          expect(response.json().error, what).toMatchObject({
            code: 'VALIDATION_ERROR',
            message: UNSTORABLE_TEXT_MESSAGE,
            fields: { [path]: UNSTORABLE_TEXT_MESSAGE },
          });
        }
      }
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses a key that cannot be stored (the contact form keeps its fields as jsonb)', async () => {
    const before = await rowCounts();
    const response = await browser(t).post('/api/requests/contact', {
      name: 'Kwame Mensah',
      email: uniqueEmail('contact'),
      phone: '024 123 4567',
      subject: 'Hello',
      message: 'Hello there, anyone?',
      'extra\u0000': 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ _: UNSTORABLE_TEXT_MESSAGE });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('text PostgreSQL cannot store, in query strings and paths', () => {
  it('refuses NUL in the query of the catalogue, deals, the dev mailbox and the admin lists with 400 naming the parameter', async () => {
    const { cookie } = await signInAdmin(t);
    const before = await rowCounts();
    const urls: [url: string, field: string][] = [
      ['/api/catalogue/products?q=%00', 'q'],
      ['/api/catalogue/products?q=rice%00', 'q'],
      ['/api/catalogue/products?category=Electronics%00', 'category'],
      ['/api/catalogue/products?country=%00', 'country'],
      ['/api/deals?category=%00', 'category'],
      ['/api/deals/new-count?since=%00', 'since'],
      ['/dev/mailbox.json?to=%00', 'to'],
      ['/api/admin/products?q=%00', 'q'],
      ['/api/admin/orders?q=%00', 'q'],
      ['/api/admin/orders?status=%00', 'status'],
      ['/api/admin/requests?q=%00', 'q'],
      ['/api/admin/vendors?status=%00', 'status'],
      ['/api/admin/dhl-shipments?page=%00', 'page'],
      ['/api/admin/activity?page=%00', 'page'],
    ];
    for (const [url, field] of urls) {
      const response = await browser(t, cookie).get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json().error.fields, url).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses NUL in a path parameter: product, deal, payment verification, the simulated payment page, an admin request', async () => {
    const { cookie } = await signInAdmin(t);
    const before = await rowCounts();
    const requests: [method: 'GET' | 'POST' | 'DELETE', url: string, field: string][] = [
      ['GET', '/api/catalogue/products/%00', 'id'],
      ['GET', '/api/deals/%00', 'id'],
      ['POST', '/api/checkout/payments/PAY%00/verify', 'reference'],
      ['POST', '/api/checkout/orders/%00/payment', 'orderId'],
      ['GET', '/payments/simulated/%00', 'reference'],
      ['GET', '/api/admin/requests/MSG-%00', 'reference'],
      ['DELETE', '/api/wishlist/%00', 'dealId'],
    ];
    for (const [method, url, field] of requests) {
      const response = await t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie } });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().error.fields, url).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses NUL in better-auth’s own query parameters (e-mail verification)', async () => {
    const response = await t.app.inject({ url: '/api/auth/verify-email?token=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('text PostgreSQL cannot store, in a signed webhook', () => {
  it('answers 400 to a validly signed charge.success whose reference holds NUL, and changes nothing', async () => {
    const product = await insertProduct(t.db, { price: '75.00' });
    const created = await browser(t).post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      fullName: 'Ama Owusu',
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      email: uniqueEmail('hook'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { orderId, resumeToken } = created.json();
    const started = await browser(t).post(`/api/checkout/orders/${orderId}/payment`, { resumeToken });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json();

    const before = await rowCounts();
    for (const bad of [`${reference}\u0000`, `${reference}\ud800`]) {
      const body = JSON.stringify({
        event: 'charge.success',
        data: { reference: bad, status: 'success', amount: 7500, currency: 'GHS' },
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signWebhook(body, t.paymentProvider.webhookSecret),
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ 'data.reference': UNSTORABLE_TEXT_MESSAGE });
    }
    expect(await rowCounts()).toEqual(before);
    const [order] = await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, orderId));
    expect(order).toMatchObject({ status: 'pending', paidAt: null });
  });
});
