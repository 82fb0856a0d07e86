import { describe, expect, it } from 'vitest';
import { createReference, REFERENCE_ALPHABET } from './reference';

describe('createReference', () => {
  it('is the prefix and 6 unambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(createReference('ORD')).toMatch(/^ORD-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    }
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('draws from the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => createReference('DLV').slice(4)).join(''));
    expect([...seen].sort().join('')).toBe(REFERENCE_ALPHABET);
  });
});
