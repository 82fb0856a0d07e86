import { describe, expect, it } from 'vitest';
import { matchesContact } from './match-contact';

describe('matchesContact', () => {
  const contacts = { emails: ['Ama@Example.com', null], phones: [null, '+233 55 123 4567'] };

  it('matches an e-mail in any case and a phone in any format', () => {
    expect(matchesContact(' ama@example.COM ', contacts)).toBe(true);
    expect(matchesContact('0551234567', contacts)).toBe(true);
    expect(matchesContact('0044 20 7946 0958', { emails: [], phones: ['+44 20 7946 0958'] })).toBe(true);
  });

  it('matches nothing else, and never a blank detail against a missing one', () => {
    expect(matchesContact('kofi@example.com', contacts)).toBe(false);
    expect(matchesContact('0551234568', contacts)).toBe(false);
    expect(matchesContact('', { emails: [null], phones: [null] })).toBe(false);
    expect(matchesContact('@', { emails: [''], phones: [''] })).toBe(false);
  });
});
