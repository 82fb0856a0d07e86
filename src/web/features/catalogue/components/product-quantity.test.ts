import { describe, expect, it } from 'vitest';
import { nextQuantity } from './product-quantity';

describe('nextQuantity (docs/product/catalogue.md, "The product page")', () => {
  it('takes a whole number at or above the minimum', () => {
    expect(nextQuantity('7', 3, 2)).toBe(7);
    expect(nextQuantity('2', 3, 2)).toBe(2);
  });

  it('ignores a number below the minimum', () => {
    expect(nextQuantity('1', 4, 3)).toBe(4);
    expect(nextQuantity('-5', 4, 1)).toBe(4);
  });

  it('turns an unparseable entry into 1, raised to the minimum', () => {
    expect(nextQuantity('', 4, 1)).toBe(1);
    expect(nextQuantity('abc', 4, 3)).toBe(3);
  });

  it('caps at the most one order may hold', () => {
    expect(nextQuantity('99999999', 4, 1)).toBe(10_000);
  });
});
