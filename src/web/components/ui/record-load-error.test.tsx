// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@web/lib/api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordLoadError } from './record-load-error';

afterEach(cleanup);

const NOT_FOUND = new ApiError(404, 'NOT_FOUND', 'Not found');

/** An order's page that failed with this error, for a shopper signed in or not. */
function showOrder(error: Error, signedIn: boolean) {
  const query = { error, isFetching: false, refetch: vi.fn() };
  renderWithProviders(
    <RecordLoadError
      what="Order"
      notFoundText="We could not find this order."
      path="/orders/GM-1"
      signedIn={signedIn}
      query={query}
    />,
  );
  return query;
}

describe('RecordLoadError', () => {
  it('says a record it cannot find is not found, with sign-in (signed out) and tracking', () => {
    showOrder(NOT_FOUND, false);
    expect(screen.getByRole('alert').textContent).toContain('Order not found');
    expect(screen.getByText('We could not find this order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/orders/GM-1'),
    );
    expect(screen.getByRole('link', { name: 'Track with your phone or e-mail' }).getAttribute('href')).toBe(
      '/track',
    );
  });

  it('offers no sign-in to a signed-in shopper', () => {
    showOrder(NOT_FOUND, true);
    expect(screen.getByRole('alert').textContent).toContain('Order not found');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says a record that could not be loaded could not, and tries again', () => {
    const query = showOrder(new TypeError('Failed to fetch'), true);
    expect(screen.getByRole('alert').textContent).toContain('Your order could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
