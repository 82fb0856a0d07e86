// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';
import { signInPath, useSendToSignIn } from './sign-in-redirect';

afterEach(cleanup);

function Guest({ from }: { from?: string }) {
  const sendToSignIn = useSendToSignIn();
  return (
    <button type="button" onClick={() => sendToSignIn(from)}>
      Add to Cart
    </button>
  );
}

function AuthStandIn() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname}
      {location.search}, back to {redirectTarget(location.state, location.search)}; state{' '}
      {JSON.stringify(location.state)}
    </p>
  );
}

describe('signInPath', () => {
  it('carries the origin in ?redirect=, which the auth page reads back', () => {
    const path = signInPath('/product/42?ref=home');
    expect(path).toBe('/auth?redirect=%2Fproduct%2F42%3Fref%3Dhome');
    expect(redirectTarget(null, path.slice('/auth'.length))).toBe('/product/42?ref=home');
  });

  it('never carries another site', () => {
    expect(signInPath('//evil.com')).toBe('/auth?redirect=%2F');
    expect(signInPath('https://evil.com/x')).toBe('/auth?redirect=%2F');
  });
});

describe('useSendToSignIn', () => {
  function renderAt(route: string, from?: string) {
    renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthStandIn />} />
        <Route path="*" element={<Guest from={from} />} />
      </Routes>,
      { route },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  }

  it('sends a guest to /auth remembering the current page, in the query and the router state', () => {
    renderAt('/product/42?ref=home');
    expect(
      screen.getByText(
        'At /auth?redirect=%2Fproduct%2F42%3Fref%3Dhome, back to /product/42?ref=home; state {"from":"/product/42?ref=home"}',
      ),
    ).toBeTruthy();
  });

  it('uses the origin it is given', () => {
    renderAt('/somewhere', '/product/7');
    expect(screen.getByText(/back to \/product\/7;/)).toBeTruthy();
  });
});
