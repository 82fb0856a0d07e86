import { describe, expect, it } from 'vitest';
import { wrapLines } from './render-share-image';

describe('the share picture’s name lines', () => {
  it('breaks between words, keeps short names on one line and ends a cut name with "…"', () => {
    expect(wrapLines('Rice cooker 1.8 L', 10.7, 4)).toEqual(['Rice cooker 1.8 L']);
    const long = wrapLines(
      'Wireless Bluetooth Earbuds with Charging Case and Active Noise Cancelling for Running and Travel',
      10.7,
      4,
    );
    expect(long).toHaveLength(4);
    expect(long[0]).toBe('Wireless Bluetooth');
    expect(long[3]!.endsWith('…')).toBe(true);
    // A word wider than a line is cut rather than left to run off the picture.
    const word = wrapLines('Supercalifragilisticexpialidocious', 10.7, 4);
    expect(word.length).toBeGreaterThan(1);
    expect(word.join('')).toBe('Supercalifragilisticexpialidocious');
  });
});
