// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { type InitialEntry, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = {
  id: 'u1',
  email: 'ama@example.com',
  name: 'ama',
  emailVerified: true,
  role: 'user',
  username: null,
};
const session = { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' };

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function renderAuth(route: InitialEntry) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('AuthPage', () => {
  it('signs in, says "Welcome back!" and returns to the page the person came from', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/auth/get-session': () => ({ body: signedIn ? { user, session } : null }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user } };
      },
    });
    renderAuth({ pathname: '/auth', state: { from: '/product/7' } });

    fill('Email', 'ama@example.com');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Now at /product/7')).toBeTruthy();
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/sign-in/email',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('ignores a ?redirect= to another site', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: { user, session } } });
    renderAuth('/auth?redirect=//evil.com');
    expect(await screen.findByText('Now at /')).toBeTruthy();
  });

  it('sends a signed-in visitor straight to a same-site ?redirect=', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: { user, session } } });
    renderAuth('/auth?redirect=/orders');
    expect(await screen.findByText('Now at /orders')).toBeTruthy();
  });

  it("shows the backend's message in an alert", async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } },
      },
    });
    renderAuth('/auth');
    fill('Email', 'ama@example.com');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  });

  it('says a new verification link was sent when the email is not verified', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { error: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } },
      },
    });
    renderAuth('/auth');
    fill('Email', 'ama@example.com');
    fill('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email not verified');
    expect(alert.textContent).toContain('new verification link');
  });

  it('preselects Sign Up with ?tab=signup and switches tabs with the arrow keys', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderAuth('/auth?tab=signup');
    const signUpTab = screen.getByRole('tab', { name: 'Sign Up' });
    expect(signUpTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(signUpTab.id);
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();

    signUpTab.focus();
    fireEvent.keyDown(signUpTab, { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
  });

  it('sends the reset link and never says whether the account exists', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    renderAuth('/auth');
    fill('Email', 'ama@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ama@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        "If an account exists for that email, we've sent a link to reset your password.",
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/request-password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ama@example.com',
      redirectTo: '/reset-password',
    });
  });
});
