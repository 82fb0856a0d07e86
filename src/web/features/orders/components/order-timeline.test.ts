import { describe, expect, it } from 'vitest';
import { stepsAhead } from './order-timeline';

describe('stepsAhead (the greyed steps of the timeline)', () => {
  it('follows the expected path of each kind', () => {
    expect(stepsAhead({ kind: 'deal', status: 'pending' })).toEqual([
      'confirmed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(stepsAhead({ kind: 'deal', status: 'out_for_delivery' })).toEqual(['delivered']);
    expect(stepsAhead({ kind: 'deal', status: 'delivered' })).toEqual([]);
    expect(stepsAhead({ kind: 'dropshipping', status: 'shipped' })).toEqual([
      'in_ghana',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('shows nothing ahead of a cancelled order, the refund ahead of a refund due, the path ahead of an unpaid order', () => {
    expect(stepsAhead({ kind: 'deal', status: 'cancelled' })).toEqual([]);
    expect(stepsAhead({ kind: 'dropshipping', status: 'refund_due' })).toEqual(['refunded']);
    expect(stepsAhead({ kind: 'dropshipping', status: 'pending' })[0]).toBe('paid');
    expect(stepsAhead({ kind: 'deal', status: 'completed' })).toEqual([]);
  });
});
