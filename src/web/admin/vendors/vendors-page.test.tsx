// @vitest-environment happy-dom
import type { AdminVendor } from '@shared/vendors/vendor-messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VendorsPage } from './vendors-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vendor: AdminVendor = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'VND-ABCDE2',
  status: 'pending_verification',
  statusLabel: 'Pending verification',
  businessName: 'Makola <b>Fabrics</b>',
  businessType: 'llc',
  businessRegistrationNumber: null,
  businessAddress: '<img src=x onerror=alert(1)>',
  businessPhone: '030 222 3333',
  businessEmail: 'makola@example.com',
  contactPersonName: null,
  contactPersonPhone: null,
  contactPersonEmail: null,
  businessDescription: '<script>alert(2)</script>',
  websiteUrl: 'javascript:alert(3)',
  accountEmail: 'owner@example.com',
  categories: ['Fashion & Apparel'],
  rejectionReason: null,
  suspensionReason: null,
  reviewedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const page = { vendors: [vendor], page: 1, pageSize: 20, total: 1, pending: 1 };

describe('VendorsPage', () => {
  it('shows pending registrations with their categories, hostile text as text', async () => {
    mockApi({ 'GET /api/admin/vendors': { body: page }, 'GET /api/auth/get-session': { body: null } });
    renderWithProviders(<VendorsPage />, { route: '/admin/vendors' });
    expect(await screen.findByRole('heading', { name: 'Makola <b>Fabrics</b>' })).toBeTruthy();
    expect(screen.getByText('Fashion & Apparel')).toBeTruthy();
    expect(screen.getByText('Limited Liability Company (LLC)')).toBeTruthy();
    expect(screen.getByText('<script>alert(2)</script>')).toBeTruthy();
    expect(screen.getByText('javascript:alert(3)')).toBeTruthy();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('rejects only with a reason, and sends it', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/vendors': { body: page },
      'GET /api/auth/get-session': { body: null },
      [`POST /api/admin/vendors/${vendor.id}/review`]: {
        body: { vendor: { ...vendor, status: 'rejected', rejectionReason: 'No papers yet' } },
      },
    });
    renderWithProviders(<VendorsPage />, { route: '/admin/vendors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject registration' }));
    expect(await screen.findByText('Please give the reason (at least 5 characters)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'No papers yet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject registration' }));
    expect(await screen.findByText('Vendor registration rejected')).toBeTruthy();
    expect(requestBody(fetchMock, `/api/admin/vendors/${vendor.id}/review`)).toEqual({
      decision: 'reject',
      reason: 'No papers yet',
    });
  });
});
