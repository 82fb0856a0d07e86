// @vitest-environment happy-dom
import type { PlaceCartOrderResponse } from '@shared/orders/order';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartCheckoutDialog } from './cart-checkout-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lines = [
  { id: 'a', name: 'Smart Watch', quantity: 2, price: '449.00' },
  { id: 'b', name: 'Air Fryer', quantity: 1, price: '1250.50' },
];

const order = (dealName: string, quantity: number, unitPrice: string, total: string) => ({
  id: dealName,
  reference: 'ORD-7K3Q9M',
  dealId: dealName,
  dealName,
  unitPrice,
  quantity,
  total,
  status: 'pending',
  statusLabel: 'Pending',
  paymentMethod: 'pay_on_delivery' as const,
  deliveryName: 'Ama',
  deliveryPhone: '024',
  deliveryAddress: 'Osu',
  specialInstructions: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderDialog() {
  const props = {
    onOpenChange: vi.fn(),
    onPlaced: vi.fn(),
    onCartChanged: vi.fn(),
    onSignInRequired: vi.fn(),
  };
  renderWithProviders(<CartCheckoutDialog open lines={lines} total="2148.50" {...props} />);
  return props;
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('CartCheckoutDialog', () => {
  it('lists the cart with its total and the Pay on Delivery badge', () => {
    mockApi();
    renderDialog();
    expect(screen.getByText('2 × GH₵449.00')).toBeTruthy();
    expect(screen.getByText('1 × GH₵1,250.50')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('GH₵2,148.50');
    expect(screen.getAllByText('Pay on Delivery')).toHaveLength(2);
    expect(screen.getByLabelText(/Pay on Delivery/)).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('links "you agree to our terms" to the terms, privacy and returns pages', () => {
    mockApi();
    renderDialog();
    expect(screen.getByText(/By placing this order you agree to our/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^terms of service/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: /^privacy policy/ }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: /^returns & refunds/ }).getAttribute('href')).toBe('/returns');
  });

  it('places the orders and shows the reference with a link to My orders', async () => {
    const checkout: PlaceCartOrderResponse = {
      reference: 'ORD-7K3Q9M',
      orders: [order('Smart Watch', 2, '449.00', '898.00'), order('Air Fryer', 1, '1250.50', '1250.50')],
      subtotal: '2148.50',
      deliveryFee: '0.00',
      total: '2148.50',
      paymentMethod: 'pay_on_delivery',
    };
    const fetchMock = mockApi({ 'POST /api/cart/checkout': { status: 201, body: checkout } });
    const { onPlaced } = renderDialog();
    fill('Full Name', 'Ama Mensah');
    fill('Phone Number', '0241234567');
    fill('Delivery Address', 'Osu, Accra');
    fill('Special Instructions', 'Call at the gate');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order (Pay on Delivery)' }));

    expect((await screen.findByTestId('checkout-reference')).textContent).toBe('ORD-7K3Q9M');
    expect(screen.getByRole('dialog', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText('GH₵2,148.50')).toBeTruthy();
    expect(screen.getByText('2 × GH₵449.00')).toBeTruthy();
    expect(onPlaced).toHaveBeenCalledWith(checkout);
    expect(requestBody(fetchMock, '/api/cart/checkout')).toEqual({
      deliveryName: 'Ama Mensah',
      deliveryPhone: '0241234567',
      deliveryAddress: 'Osu, Accra',
      specialInstructions: 'Call at the gate',
      landmark: null,
      gpsAddress: null,
      region: 'greater-accra',
      paymentMethod: 'pay_on_delivery',
    });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('ORD-7K3Q9M'));
  });

  it('shows the region’s delivery fee below GH₵100 and sends a Mobile Money order to the payment page', async () => {
    const fees = {
      freeFrom: '100.00',
      fees: [
        { region: 'greater-accra', label: 'Greater Accra', fee: '15.00', updatedAt: null },
        { region: 'northern', label: 'Northern', fee: '35.00', updatedAt: null },
      ],
    };
    const placed = {
      reference: 'ORD-7K3Q9M',
      orders: [{ ...order('Kettle', 1, '60.00', '60.00'), status: 'awaiting_payment' }],
      subtotal: '60.00',
      deliveryFee: '35.00',
      total: '95.00',
      paymentMethod: 'mobile_money',
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /api/delivery-fees': { body: fees },
      'POST /api/cart/checkout': { status: 201, body: placed },
      'POST /api/orders/ORD-7K3Q9M/payment': {
        body: { reference: 'PAY-A', authorizationUrl: 'http://localhost/payments/simulated/PAY-A' },
      },
    });
    renderWithProviders(
      <CartCheckoutDialog
        open
        lines={[{ id: 'k', name: 'Kettle', quantity: 1, price: '60.00' }]}
        total="60.00"
        onOpenChange={vi.fn()}
        onPlaced={vi.fn()}
        onCartChanged={vi.fn()}
        onSignInRequired={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('checkout-delivery-fee').textContent).toBe('GH₵15.00'));
    fireEvent.change(screen.getByLabelText('Region', { exact: false }), { target: { value: 'northern' } });
    expect(screen.getByTestId('checkout-delivery-fee').textContent).toBe('GH₵35.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('GH₵95.00');
    fireEvent.click(screen.getByLabelText(/Mobile Money/));
    fill('Full Name', 'Ama Mensah');
    fill('Phone Number', '0241234567');
    fill('Delivery Address', 'Osu, Accra');
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payments/simulated/PAY-A'));
    expect(requestBody(fetchMock, '/api/cart/checkout')).toMatchObject({
      region: 'northern',
      paymentMethod: 'mobile_money',
    });
  });

  it('reloads the cart when the server refuses it as it is', async () => {
    const message =
      'An item in your cart ("Unknown Product") is no longer available. Please remove it and try again.';
    mockApi({
      'POST /api/cart/checkout': { status: 409, body: { error: { code: 'DEALS_UNAVAILABLE', message } } },
    });
    const { onCartChanged, onPlaced } = renderDialog();
    fill('Full Name', 'Ama Mensah');
    fill('Phone Number', '0241234567');
    fill('Delivery Address', 'Osu, Accra');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order (Pay on Delivery)' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
