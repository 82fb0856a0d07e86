import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

describe('shuffle', () => {
  it('returns a new array with the same items', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const result = shuffle(items);
    expect(result).not.toBe(items);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
  });

  it('follows the random source (Fisher-Yates)', () => {
    // random() = 0 always swaps with the first item.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    // Just under 1 leaves every item where it is.
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });
});
