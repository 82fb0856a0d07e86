// @vitest-environment happy-dom
import type { SellerListingResponse } from '@shared/sellers/listing';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellerListings } from './seller-listings';
import { SellerProductForm } from './seller-product-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOSTILE = 'Shea butter <img src=x onerror=alert(1)>';

describe('SellerListings', () => {
  it('shows each listing with its status and the rejection reason, hostile text as text', async () => {
    mockApi({
      'GET /api/seller/listings': {
        body: {
          listings: [
            {
              id: '11111111-1111-4111-8111-111111111111',
              kind: 'product',
              listingId: null,
              status: 'rejected',
              rejectionReason: '<b>Blurred</b> photo',
              name: HOSTILE,
              price: '45.00',
              imageUrl: null,
              live: false,
              updatedAt: '2026-11-27T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderWithProviders(<SellerListings />, { route: '/seller/listings' });
    expect(await screen.findByRole('heading', { name: HOSTILE })).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Why it was rejected: <b>Blurred</b> photo')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('SellerProductForm', () => {
  it('sends a catalogue product for review with the shared rules, never a status', async () => {
    const fetchMock = mockApi({
      'POST /api/seller/listings': {
        status: 201,
        body: { listing: { id: '22222222-2222-4222-8222-222222222222', status: 'pending' } },
      },
    });
    renderWithProviders(<SellerProductForm listing={null as SellerListingResponse['listing'] | null} />, {
      route: '/seller/listings/new?kind=product',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Product name/), { target: { value: 'Shea butter, 500 g' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText(/Original price/), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText(/Image URLs/), {
      target: { value: 'https://images.example.com/shea.jpg' },
    });
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: 'Health & Beauty' } });
    fireEvent.change(screen.getByLabelText(/Shipping time/), { target: { value: '3-5 days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Listing sent for review.')).toBeTruthy();
    const body = requestBody(fetchMock, '/api/seller/listings') as {
      kind: string;
      submit: boolean;
      fields: object;
    };
    expect(body).toMatchObject({
      kind: 'product',
      submit: true,
      fields: {
        name: 'Shea butter, 500 g',
        price: '45.00',
        imageUrls: ['https://images.example.com/shea.jpg'],
      },
    });
    expect(body).not.toHaveProperty('status');
  });
});
