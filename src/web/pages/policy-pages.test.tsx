// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '@web/app/router';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES = [
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: ['About these terms', 'Payment', 'Cancellations, returns and refunds', 'Changes and contact'],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'What we store and why',
      'How long we keep it',
      'Your rights',
      'How to have your data deleted',
    ],
  },
  {
    path: '/returns',
    title: 'Returns & Refunds',
    sections: [
      'Flash deals (pay on delivery)',
      'Products shipped from the USA and China',
      'How refunds are paid',
      'How to ask for a return or refund',
    ],
  },
] as const;

describe('the policy pages', () => {
  for (const page of PAGES) {
    it(`${page.path} has its title, its heading and a heading per section, each in the contents`, async () => {
      mockApi();
      renderWithProviders(<AppRoutes />, { route: page.path });
      expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(`${page.title} | GhanaMart`));
      const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
      for (const section of page.sections) {
        const heading = screen.getByRole('heading', { level: 2, name: section });
        const anchor = heading.closest('section')?.id;
        expect(contents.getByRole('link', { name: section }).getAttribute('href')).toBe(`#${anchor}`);
      }
    });
  }

  it('says what the law and the regulator are, and how long each kind of data is kept', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Data Protection Act, 2012 (Act 843)');
    expect(text).toContain('Data Protection Commission');
    // The clean-up job's periods (src/server/jobs/clean-up.ts).
    expect(text).toMatch(/Abuse-protection counters: deleted after one day/);
    expect(text).toMatch(/expired sessions are deleted within the hour/);
  });

  it('are linked from the footer of every page', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/' });
    const policies = within(screen.getByRole('navigation', { name: 'Policies' }));
    expect(policies.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(policies.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(policies.getByRole('link', { name: 'Returns & Refunds' }).getAttribute('href')).toBe('/returns');
  });

  it('are linked from the FAQ', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/support' });
    fireEvent.click(await screen.findByText('Can I return an item or get my money back?'));
    expect(screen.getByRole('link', { name: 'returns and refunds policy' }).getAttribute('href')).toBe(
      '/returns',
    );
    fireEvent.click(screen.getByText('What do you do with my personal data?'));
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it("are linked from the driver and rider form's terms box", async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/driver-rider-application' });
    const box = (await screen.findByLabelText(/I agree to the terms and conditions/)).closest('div');
    const terms = within(box as HTMLElement).getByRole('link', { name: /^terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('name only the payment methods checkout takes, with their current names', async () => {
    mockApi();
    renderWithProviders(<AppRoutes />, { route: '/' });
    const methods = within(screen.getByRole('list', { name: 'Payment methods we accept' }));
    expect(methods.getAllByRole('img').map((badge) => badge.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'MTN MoMo',
      'Telecel Cash',
      'AT Money',
    ]);
  });
});
