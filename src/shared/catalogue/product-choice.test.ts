import { describe, expect, it } from 'vitest';
import { choiceProblem, missingChoice } from './product-choice';

describe('product choice', () => {
  it('asks for a colour or size only when the product offers some', () => {
    expect(choiceProblem([], null)).toBeNull();
    expect(choiceProblem(['Red'], null)).toBe('missing');
    expect(choiceProblem(['Red'], '')).toBe('missing');
    expect(choiceProblem(['Red'], 'Red')).toBeNull();
    expect(choiceProblem(['Red'], 'Blue')).toBe('unavailable');
    expect(choiceProblem([], 'Blue')).toBe('unavailable');
  });

  it('names the colour before the size', () => {
    const product = { colors: ['Red'], sizes: ['M'] };
    expect(missingChoice(product, { selectedColor: null, selectedSize: null })).toBe('color');
    expect(missingChoice(product, { selectedColor: 'Red', selectedSize: null })).toBe('size');
    expect(missingChoice(product, { selectedColor: 'Red', selectedSize: 'M' })).toBeNull();
    expect(missingChoice({ colors: [], sizes: [] }, { selectedColor: null, selectedSize: null })).toBeNull();
  });
});
