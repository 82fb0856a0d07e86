// @vitest-environment happy-dom
import type { DeliveryProgress } from '@shared/riders/delivery-progress';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RiderProgress } from './rider-progress';

afterEach(cleanup);

const onTheWay: DeliveryProgress = {
  riderFirstName: 'Kwame',
  status: 'out_for_delivery',
  statusLabel: 'On the way',
  onTheWay: true,
  attempts: [
    { at: '2026-11-27T15:00:00.000Z', reasonLabel: 'No one home', nextAttemptAt: '2026-11-28T10:00:00.000Z' },
  ],
  deliveredAt: null,
  proof: null,
  steps: [],
};

describe('RiderProgress', () => {
  it('shows who is on the way, the failed attempt and its reason, and the code only when given', () => {
    const { unmount } = render(<RiderProgress progress={onTheWay} code="2010" />);
    expect(screen.getByText('Kwame is on the way')).toBeTruthy();
    expect(screen.getByTestId('delivery-code').textContent).toBe('2010');
    expect(document.body.textContent).toMatch(
      /Not delivered .+: no one home\. Next attempt 28 Nov 2026, 10:00\./,
    );
    unmount();
    // /track: the same progress, never a code.
    render(<RiderProgress progress={onTheWay} />);
    expect(screen.queryByTestId('delivery-code')).toBeNull();
  });

  it('says when it was delivered and how it was proved', () => {
    render(
      <RiderProgress
        progress={{
          ...onTheWay,
          status: 'delivered',
          onTheWay: false,
          attempts: [],
          deliveredAt: '2026-11-28T10:05:00.000Z',
          proof: 'code',
        }}
      />,
    );
    expect(screen.getByText('Delivered by Kwame')).toBeTruthy();
    expect(screen.getByText(/with your delivery code\.$/)).toBeTruthy();
  });
});
