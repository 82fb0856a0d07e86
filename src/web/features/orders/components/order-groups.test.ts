import type { MyOrder } from '@shared/orders/order';
import { describe, expect, it } from 'vitest';
import { groupOrders, paymentMethodLabel } from './order-groups';

let next = 0;
const order = (overrides: Partial<MyOrder>): MyOrder => {
  next += 1;
  return {
    kind: 'deal',
    id: `o${next}`,
    reference: 'ORD-AAAAAA',
    name: `Deal ${next}`,
    imageUrl: null,
    quantity: 1,
    total: '10.00',
    status: 'pending',
    statusLabel: 'Pending',
    paymentMethod: 'pay_on_delivery',
    paymentState: 'pay_on_delivery',
    canPay: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    history: [{ status: 'pending', statusLabel: 'Pending', at: '2026-01-02T10:00:00.000Z' }],
    ...overrides,
  };
};

describe('groupOrders', () => {
  it('puts the orders of one checkout together with their exact total', () => {
    const groups = groupOrders([
      order({ reference: 'ORD-BBBBBB', total: '0.10' }),
      order({ reference: 'ORD-BBBBBB', total: '0.20' }),
      order({ reference: 'ORD-AAAAAA', total: '5.00' }),
    ]);
    expect(groups.map((group) => [group.reference, group.orders.length, group.total])).toEqual([
      ['ORD-BBBBBB', 2, '0.30'],
      ['ORD-AAAAAA', 1, '5.00'],
    ]);
    expect(groups[0]!.statusLabel).toBe('Pending');
  });

  it('keeps orders without a reference apart, and shows mixed statuses per line', () => {
    const groups = groupOrders([
      order({ kind: 'dropshipping', reference: null, paymentMethod: 'mobile_money' }),
      order({ kind: 'dropshipping', reference: null }),
      order({ reference: 'ORD-CCCCCC', status: 'confirmed', statusLabel: 'Confirmed' }),
      order({ reference: 'ORD-CCCCCC' }),
    ]);
    expect(groups).toHaveLength(3);
    expect(groups[2]!.status).toBeNull();
    expect(groups[2]!.statusLabel).toBeNull();
    expect(paymentMethodLabel('mobile_money')).toBe('Mobile Money');
    expect(paymentMethodLabel('pay_on_delivery')).toBe('Pay on delivery');
  });
});
