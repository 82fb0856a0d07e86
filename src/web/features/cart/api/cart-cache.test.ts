import type { CartItem } from '@shared/cart/cart';
import { describe, expect, it } from 'vitest';
import { cartWithItems, withoutItem, withQuantity } from './cart-cache';

const item = (id: string, price: string, quantity: number): CartItem => ({
  id,
  dealId: `deal-${id}`,
  quantity,
  name: `Item ${id}`,
  imageUrl: null,
  vendor: 'Vendor',
  price,
  available: true,
});

describe('the cart computed in the browser (optimistic changes)', () => {
  it('counts quantities and adds money exactly', () => {
    // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001.
    expect(cartWithItems([item('a', '0.10', 3), item('b', '0.20', 1)])).toMatchObject({
      count: 4,
      total: '0.50',
    });
    expect(cartWithItems([])).toEqual({ items: [], count: 0, total: '0.00' });
  });

  it('replaces a quantity, and 0 or less removes the line', () => {
    const cart = cartWithItems([item('a', '120.50', 1), item('b', '9.99', 2)]);
    expect(withQuantity(cart, 'a', 3)).toMatchObject({ count: 5, total: '381.48' });
    expect(withQuantity(cart, 'a', 0).items.map((line) => line.id)).toEqual(['b']);
    expect(withQuantity(cart, 'b', -1)).toMatchObject({ count: 1, total: '120.50' });
    expect(withoutItem(cart, 'b')).toMatchObject({ count: 1, total: '120.50' });
  });
});
