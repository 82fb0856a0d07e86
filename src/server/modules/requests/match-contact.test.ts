import { describe, expect, it } from 'vitest';
import { matchesContact, phoneKey } from './match-contact';

describe('phoneKey', () => {
  it('reads a Ghana number the same with 0, 233, +233, 00233 or +233 (0)', () => {
    for (const typed of [
      '0241234567',
      '024 123 4567',
      '+233 24 123 4567',
      '233241234567',
      '00233 24 123 4567',
      '+233 (0)24 123 4567',
      '24 123 4567',
    ]) {
      expect(phoneKey(typed), typed).toBe('241234567');
    }
  });

  it('keeps other countries’ numbers as their digits and refuses too few digits', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('0044 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey('call me')).toBeNull();
  });
});

describe('matchesContact', () => {
  const contacts = { emails: ['Ama@Example.com', null], phones: [null, '+233 55 123 4567'] };

  it('matches an e-mail in any case and a phone in any format', () => {
    expect(matchesContact(' ama@example.COM ', contacts)).toBe(true);
    expect(matchesContact('0551234567', contacts)).toBe(true);
  });

  it('matches nothing else, and never a blank detail against a missing one', () => {
    expect(matchesContact('kofi@example.com', contacts)).toBe(false);
    expect(matchesContact('0551234568', contacts)).toBe(false);
    expect(matchesContact('', { emails: [null], phones: [null] })).toBe(false);
    expect(matchesContact('@', { emails: [''], phones: [''] })).toBe(false);
  });
});
