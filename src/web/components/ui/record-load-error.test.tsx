// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@web/lib/api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordLoadError } from './record-load-error';

const query = (error: Error) => ({ error, isFetching: false, refetch: vi.fn() });

afterEach(cleanup);

describe('RecordLoadError', () => {
  it('says a record it cannot find is not found, with sign-in (signed out) and tracking', () => {
    renderWithProviders(
      <RecordLoadError
        what="Quote"
        notFoundText="We could not find this quote."
        path="/quotes/REQ-1"
        signedIn={false}
        query={query(new ApiError(404, 'NOT_FOUND', 'Not found'))}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Quote not found');
    expect(screen.getByText('We could not find this quote.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      encodeURIComponent('/quotes/REQ-1'),
    );
    expect(screen.getByRole('link', { name: 'Track with your phone or e-mail' }).getAttribute('href')).toBe(
      '/track',
    );
  });

  it('offers no sign-in to a signed-in shopper', () => {
    renderWithProviders(
      <RecordLoadError
        what="Order"
        notFoundText="We could not find this order."
        path="/orders/GM-1"
        signedIn
        query={query(new ApiError(404, 'NOT_FOUND', 'Not found'))}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Order not found');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says a record that could not be loaded could not, and tries again', () => {
    const failed = query(new TypeError('Failed to fetch'));
    renderWithProviders(
      <RecordLoadError
        what="Order"
        notFoundText="We could not find this order."
        path="/orders/GM-1"
        signedIn
        query={failed}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Your order could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
