import { describe, expect, it } from 'vitest';
import { readCheckoutChoice } from './checkout-choice';

describe('readCheckoutChoice', () => {
  it('reads the product page choice', () => {
    expect(readCheckoutChoice({ quantity: 3, selectedColor: 'Red', selectedSize: '' })).toEqual({
      quantity: 3,
      selectedColor: 'Red',
      selectedSize: null,
    });
  });

  it.each([null, 'x', {}, { quantity: '3' }, { quantity: 0 }, { quantity: 2.5 }, { quantity: 10_001 }])(
    'refuses %j',
    (state) => {
      expect(readCheckoutChoice(state)).toBeNull();
    },
  );

  it('drops a colour or size that is not text', () => {
    expect(readCheckoutChoice({ quantity: 1, selectedColor: { evil: 1 }, selectedSize: 7 })).toEqual({
      quantity: 1,
      selectedColor: null,
      selectedSize: null,
    });
  });
});
