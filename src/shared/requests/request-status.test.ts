import { describe, expect, it } from 'vitest';
import { canMoveRequest, nextRequestStatuses } from './request-status';

describe('the request transition rule', () => {
  it('moves forward, skipping steps when needed, or cancels an open request', () => {
    expect(nextRequestStatuses('received')).toEqual(['in_progress', 'quoted', 'completed', 'cancelled']);
    expect(nextRequestStatuses('in_progress')).toEqual(['quoted', 'completed', 'cancelled']);
    expect(nextRequestStatuses('quoted')).toEqual(['completed', 'cancelled']);
  });

  it('never moves back, and completed and cancelled are final', () => {
    expect(canMoveRequest('quoted', 'in_progress')).toBe(false);
    expect(canMoveRequest('in_progress', 'received')).toBe(false);
    expect(nextRequestStatuses('completed')).toEqual([]);
    expect(nextRequestStatuses('cancelled')).toEqual([]);
    expect(canMoveRequest('received', 'received')).toBe(false);
  });
});
