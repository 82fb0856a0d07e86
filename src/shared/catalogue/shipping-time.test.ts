import { describe, expect, it } from 'vitest';
import { deliveryEstimate, shippingDays } from './shipping-time';

describe('shippingDays', () => {
  it('keeps a time that already says days, and adds "days" otherwise', () => {
    expect(shippingDays('7-14 days')).toBe('7-14 days');
    expect(shippingDays('1 day')).toBe('1 day');
    expect(shippingDays(' 24-30 ')).toBe('24-30 days');
  });

  it('says where the product ships from', () => {
    expect(deliveryEstimate('24-30 days', 'China')).toBe('24-30 days from China');
  });
});
