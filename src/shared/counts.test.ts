import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups whole numbers by thousands as the en-GH locale does', () => {
    for (const count of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 50_000_000, -4_200]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-GH'));
    }
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatCount(1.5)).toThrow();
    expect(() => formatCount(Number.NaN)).toThrow();
  });
});
