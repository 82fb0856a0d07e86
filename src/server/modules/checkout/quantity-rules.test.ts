import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from '../../../shared/checkout/checkout-messages';
import { QUANTITY_MESSAGES } from '../../../shared/quantity';
import { cartItems, dropshippingOrders, orders } from '../../db/schema';
import { browser, insertDeal, insertProduct } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ReturnType<typeof browser>;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  const { cookie } = await signUpVerified(t);
  api = browser(t, cookie);
  userId = (await api.get('/api/auth/get-session')).json().user.id;
});
afterAll(() => t.close());

/** Not a whole number, whatever it looks like: refused as sent, never converted. */
const NOT_WHOLE_NUMBERS: unknown[] = ['0x10', '3', '', [3], true, 1.5, null, { value: 3 }];

const whole = QUANTITY_MESSAGES.whole;

describe('the drop-shipping checkout’s quantity (a product with a minimum order of 5)', () => {
  const details = {
    fullName: 'Ama Owusu',
    phone: '024 123 4567',
    address: '12 Oxford Street, Osu',
    city: 'Accra',
    email: 'ama@example.com',
  };

  const table: [unknown, string][] = [
    ...NOT_WHOLE_NUMBERS.map((quantity): [unknown, string] => [quantity, whole]),
    [undefined, QUANTITY_MESSAGES.required],
    [0, CHECKOUT_ERRORS.minimumOrder(5)],
    [-1, CHECKOUT_ERRORS.minimumOrder(5)],
    [4, CHECKOUT_ERRORS.minimumOrder(5)],
    [10_001, 'Quantity can be at most 10,000.'],
    [1e9, 'Quantity can be at most 10,000.'],
  ];

  it('refuses each with the rule it breaks, storing nothing', async () => {
    const product = await insertProduct(t.db, { minOrderQuantity: 5 });
    for (const [quantity, message] of table) {
      const answer = await api.post('/api/checkout/orders', { productId: product.id, quantity, ...details });
      const sent = JSON.stringify(quantity);
      expect(answer.statusCode, sent).toBe(400);
      expect(answer.json().error.fields, sent).toEqual({ quantity: message });
    }
    const stored = await t.db
      .select()
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.productId, product.id));
    expect(stored).toEqual([]);

    const placed = await api.post('/api/checkout/orders', { productId: product.id, quantity: 5, ...details });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('a deal’s quantity (Buy Now and the cart): 1 to 99', () => {
  const table: [unknown, string][] = [
    ...NOT_WHOLE_NUMBERS.map((quantity): [unknown, string] => [quantity, whole]),
    [0, QUANTITY_MESSAGES.min],
    [-1, QUANTITY_MESSAGES.min],
    [100, QUANTITY_MESSAGES.max],
    [1e9, QUANTITY_MESSAGES.max],
  ];

  it('refuses each with the rule it breaks in an order, storing nothing', async () => {
    const deal = await insertDeal(t.db);
    const delivery = {
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
    };
    for (const [quantity, message] of table) {
      const answer = await api.post('/api/orders', { dealId: deal.id, quantity, ...delivery });
      const sent = JSON.stringify(quantity);
      expect(answer.statusCode, sent).toBe(400);
      expect(answer.json().error.fields, sent).toEqual({ quantity: message });
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
  });

  it('refuses each with the rule it breaks in the cart, storing nothing', async () => {
    const deal = await insertDeal(t.db);
    for (const [quantity, message] of table) {
      const answer = await api.post('/api/cart/items', { dealId: deal.id, quantity });
      const sent = JSON.stringify(quantity);
      expect(answer.statusCode, sent).toBe(400);
      expect(answer.json().error.fields, sent).toEqual({ quantity: message });
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
  });
});
