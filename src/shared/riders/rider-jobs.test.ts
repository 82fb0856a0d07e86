import { describe, expect, it } from 'vitest';
import { hideDeliveryCode, mapLink, mayMove, moveRefusal, onTheWaySms } from './rider-jobs';

describe('the rider rule', () => {
  it('lets a job move only in order, and says why not in words', () => {
    expect(mayMove('assigned', 'picked_up')).toBe(true);
    expect(mayMove('failed', 'out_for_delivery')).toBe(true);
    expect(mayMove('assigned', 'delivered')).toBe(false);
    expect(mayMove('delivered', 'failed')).toBe(false);
    expect(moveRefusal('delivered', 'failed')).toBe(
      'This job is delivered, so it cannot be marked not delivered: it must be "on the way" first.',
    );
  });

  it('links the map to the GhanaPost GPS code, else to the address', () => {
    const job = { dropoffAddress: '12 Oxford Street', dropoffCity: 'Accra' };
    expect(mapLink({ ...job, gpsAddress: 'GA-183-8164' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=GA-183-8164',
    );
    expect(mapLink({ ...job, gpsAddress: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Oxford%20Street%2C%20Accra%2C%20Ghana',
    );
  });

  it('hides the code of the receiver’s text wherever an admin reads it', () => {
    expect(hideDeliveryCode(onTheWaySms('Kwame', '2010'))).toBe(
      'GhanaMart: Kwame is on the way with your parcel, give code •••• at the door.',
    );
  });
});
