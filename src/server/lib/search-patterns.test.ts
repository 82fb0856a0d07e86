import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, phoneSearchDigits } from './search-patterns';

describe('search patterns', () => {
  it("takes the user's wildcards literally", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('a%b')).toBe('%a\\%b%');
  });

  it('reads a phone number written any usual way, and only a phone number', () => {
    expect(phoneSearchDigits('024 123 4567')).toBe('241234567');
    expect(phoneSearchDigits('+233 (24) 123-4567')).toBe('233241234567');
    expect(phoneSearchDigits('0209')).toBe('209');
    expect(phoneSearchDigits('02')).toBeUndefined();
    expect(phoneSearchDigits('ORD-7K3Q9M')).toBeUndefined();
    expect(phoneSearchDigits('Ama 024')).toBeUndefined();
  });
});
