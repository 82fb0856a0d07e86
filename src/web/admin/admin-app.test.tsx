// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApp } from './admin-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer = {
  user: { id: 'u1', email: 'ama@example.com', name: 'ama', emailVerified: true, role: 'user' },
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00Z' },
};

describe('AdminApp', () => {
  it('shows Admin Login to a customer and asks for no admin data', async () => {
    const fetchMock = mockApi({ 'GET /api/auth/get-session': { body: customer } });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
  });

  it('says "Login failed" for a wrong password and "An error occurred during login" for anything else', async () => {
    let answer = { status: 401, body: { error: { code: 'INVALID_USERNAME_OR_PASSWORD', message: 'x' } } };
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/username': () => answer,
    });
    renderWithProviders(<AdminApp />, { route: '/admin' });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'kofi' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();

    answer = { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } };
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An error occurred during login')).toBeTruthy();
  });
});
