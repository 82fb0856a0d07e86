// @vitest-environment happy-dom
import { PAGE_PATHS } from '@shared/routes';
import { cleanup, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, PAGES } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('registers a page for every path of the shop', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('shows the 404 page for any other path, even with the API down', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    // Signed out when the session cannot be read.
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('renders the home page with the header and footer', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Big deals');
    expect(screen.getByText('Up to 90% off + free delivery on orders over ₵100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin (staff only)' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText(/© 2026 GhanaMart\. All rights reserved\./)).toBeTruthy();
  });

  it('loads a lazy page with its title', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/deals' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flash Deals' })).toBeTruthy();
  });
});
