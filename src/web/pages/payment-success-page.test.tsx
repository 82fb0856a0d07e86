// @vitest-environment happy-dom

import type { VerifiedPayment } from '@shared/checkout/checkout-messages';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { type MockRoute, mockApi, renderWithProviders } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderPage(search: string, routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/payment-success${search}` },
  );
  return fetchMock;
}

const ORDER_ID = '30000000-0000-4000-8000-000000000001';

const verified: VerifiedPayment = {
  order: {
    id: ORDER_ID,
    reference: 'DS-7K3Q9M2P4X',
    paymentReference: 'DS-7K3Q9M2P4X',
    status: 'paid',
    statusLabel: 'Confirmed',
    productId: '10000000-0000-4000-8000-000000000001',
    productName: 'Voltix Earbuds',
    productPrice: '189.99',
    quantity: 2,
    totalAmount: '379.98',
    fullName: 'Ama Mensah',
    email: 'ama@example.com',
    phone: '024 123 4567',
    address: 'House 12, Oxford Street, Osu',
    city: 'Accra',
    notes: '<b>gate</b>',
    paymentMethod: 'mobile_money',
    selectedColor: 'Black',
    selectedSize: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:05:00.000Z',
  },
  product: {
    name: 'Voltix Earbuds',
    imageUrl: '/uploads/seed/electronics-1-640.webp',
    supplier: 'Austin Gadget Supply Inc.',
    country: 'USA',
    shippingTime: '7-14 days',
  },
};

describe('PaymentSuccessPage', () => {
  it.each([
    ['no parameters', ''],
    ['no trxref', '?reference=DS-1'],
    ['no reference', '?trxref=DS-1'],
    ['blank ones', '?reference=%20&trxref=DS-1'],
  ])('with %s says "Invalid payment parameters." and goes home, verifying nothing', async (_, search) => {
    const fetchMock = renderPage(search);
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(await screen.findByText('Payment Error')).toBeTruthy();
    expect(screen.getByText('Invalid payment parameters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies the payment, then shows the confirmed order and says "Payment Successful!"', async () => {
    sessionStorage.setItem(
      'ghanamart:checkout:p1',
      JSON.stringify({ order: { orderId: ORDER_ID, resumeToken: 't', submitted: '{}' } }),
    );
    localStorage.setItem(
      'ghanamart:draft:checkout:dropshipping',
      JSON.stringify({ savedAt: Date.now(), values: { fullName: 'Ama' } }),
    );
    const fetchMock = renderPage('?reference=DS-7K3Q9M2P4X&trxref=DS-7K3Q9M2P4X', {
      'POST /api/checkout/payments/DS-7K3Q9M2P4X/verify': { body: verified },
    });
    expect(screen.getByText('Verifying your payment...')).toBeTruthy();
    expect(await screen.findByTestId('order-status')).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Confirmed');
    expect(screen.getByTestId('order-reference').textContent).toBe('DS-7K3Q9M2P4X');
    expect(screen.getByTestId('order-total').textContent).toBe('GH₵379.98');
    for (const heading of ['Order Summary', 'Product Details', 'Delivery Information', "What's Next?"]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('<b>gate</b>')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/dropshipping-usa',
    );
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(
      await screen.findByText('Your order has been confirmed and will be processed soon.', {
        selector: '[data-sonner-toast] *',
      }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The paid order's checkout is over: Pay Now on that product makes a new order.
    await waitFor(() => expect(sessionStorage.getItem('ghanamart:checkout:p1')).toBeNull());
    // And its details were sent: the draft goes too (ADR 047).
    expect(localStorage.getItem('ghanamart:draft:checkout:dropshipping')).toBeNull();
  });

  it('on 402 says "Payment Verification Failed" and offers to pay the same order again', async () => {
    renderPage('?reference=DSP-X&trxref=DSP-X', {
      'POST /api/checkout/payments/DSP-X/verify': {
        status: 402,
        body: { error: { code: 'PAYMENT_FAILED', message: 'Payment verification failed' } },
      },
    });
    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(screen.getByText('Payment verification failed')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Mobile Money' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Debit Card' })).toBeTruthy();
    expect(screen.queryByText('Now at /')).toBeNull();
  });

  it.each([
    [404, { error: { code: 'NOT_FOUND', message: 'Order not found' } }, 'Order not found'],
    [500, 'oops', 'Something went wrong.'],
  ])('on %i says "Payment Verification Failed" (%s) and goes home', async (status, body, message) => {
    renderPage('?reference=DS-X&trxref=DS-X', {
      'POST /api/checkout/payments/DS-X/verify': { status, body },
    });
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(await screen.findByText('Payment Verification Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});
