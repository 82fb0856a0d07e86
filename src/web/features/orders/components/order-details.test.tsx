// @vitest-environment happy-dom
import type { OrderPage } from '@shared/orders/order-page';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetails } from './order-details';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const awaitingPayment: OrderPage = {
  kind: 'deal',
  reference: 'ORD-7K3Q9M',
  createdAt: '2026-01-01T10:00:00.000Z',
  lines: [
    {
      kind: 'deal',
      id: 'a',
      reference: 'ORD-7K3Q9M',
      name: 'Kettle',
      imageUrl: null,
      quantity: 1,
      unitPrice: '40.00',
      total: '40.00',
      status: 'awaiting_payment',
      statusLabel: 'Awaiting payment',
      paymentMethod: 'mobile_money',
      createdAt: '2026-01-01T10:00:00.000Z',
      history: [
        { status: 'awaiting_payment', statusLabel: 'Awaiting payment', at: '2026-01-01T10:00:00.000Z' },
      ],
      choice: null,
      paymentState: 'unpaid',
      canPay: true,
    },
  ],
  subtotal: '40.00',
  deliveryFee: '35.00',
  total: '75.00',
  delivery: {
    name: 'Abena',
    phone: '0241234567',
    email: null,
    address: 'Tamale',
    landmark: null,
    gpsAddress: null,
    instructions: null,
  },
  paymentMethod: 'mobile_money',
  paymentState: 'unpaid',
  canCancel: true,
  canPay: true,
  deliveryProgress: null,
};

describe('OrderDetails', () => {
  it('shows the delivery fee and the payment state, and Pay now opens the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      'POST /api/orders/ORD-7K3Q9M/payment': {
        body: { reference: 'PAY-A', authorizationUrl: 'http://localhost/payments/simulated/PAY-A' },
      },
    });
    renderWithProviders(<OrderDetails order={awaitingPayment} />);
    expect(screen.getByTestId('order-delivery-fee').textContent).toBe('GH₵35.00');
    expect(screen.getByText('GH₵75.00')).toBeTruthy();
    expect(screen.getByTestId('payment-state').textContent).toBe('Not paid yet');
    expect(screen.getByText('Mobile Money')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payments/simulated/PAY-A'));
  });

  it('shows the landmark and the GhanaPost GPS address the shopper gave, and nothing for those not given', () => {
    const { unmount } = renderWithProviders(
      <OrderDetails
        order={{
          ...awaitingPayment,
          delivery: {
            ...awaitingPayment.delivery,
            landmark: 'Opposite the Total filling station',
            gpsAddress: 'NT-0123-4567',
          },
        }}
      />,
    );
    expect(screen.getByText('Landmark').nextElementSibling?.textContent).toBe(
      'Opposite the Total filling station',
    );
    expect(screen.getByText('GhanaPost GPS').nextElementSibling?.textContent).toBe('NT-0123-4567');
    unmount();
    renderWithProviders(<OrderDetails order={awaitingPayment} />);
    expect(screen.queryByText('Landmark')).toBeNull();
    expect(screen.queryByText('GhanaPost GPS')).toBeNull();
  });

  it('asks in a titled dialog before the shopper cancels, never with the browser’s confirm()', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    let cancelled = 0;
    mockApi({
      'POST /api/orders/ORD-7K3Q9M/cancel': () => {
        cancelled += 1;
        return { body: { cancelled: true } };
      },
    });
    renderWithProviders(<OrderDetails order={{ ...awaitingPayment, canCancel: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD-7K3Q9M?' });
    expect(dialog.textContent).toContain('Cancel this order? This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(cancelled).toBe(1));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows no fee line for an order without one, and no Pay now once paid', () => {
    renderWithProviders(
      <OrderDetails order={{ ...awaitingPayment, deliveryFee: null, paymentState: 'paid', canPay: false }} />,
    );
    expect(screen.queryByTestId('order-delivery-fee')).toBeNull();
    expect(screen.getByTestId('payment-state').textContent).toBe('Paid');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
