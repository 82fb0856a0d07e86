// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyNowDialog } from './buy-now-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deal = { id: '00000000-0000-4000-8000-000000000001', name: 'Smart Watch', price: '449.50' };

function renderDialog() {
  const onOpenChange = vi.fn();
  const onSignInRequired = vi.fn();
  renderWithProviders(
    <BuyNowDialog
      open
      onOpenChange={onOpenChange}
      deal={deal}
      quantity={3}
      onSignInRequired={onSignInRequired}
    />,
  );
  return { onOpenChange, onSignInRequired };
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function fillRequired() {
  fill('Full Name', '  Ama Mensah ');
  fill('Phone Number', '024 123 4567');
  fill('Delivery Address', 'House 12, Oxford Street, Osu, Accra');
}

const placeOrder = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Place Order (Pay on Delivery)' }));

describe('BuyNowDialog', () => {
  it('shows the order summary: quantity × price, the total and pay on delivery', () => {
    mockApi();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Complete Your Order' })).toBeTruthy();
    expect(screen.getByText('3 × GH₵449.50')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('GH₵1,348.50');
    expect(screen.getAllByText('Pay on Delivery')).toHaveLength(2);
    expect(screen.getByLabelText(/Pay on Delivery/)).toHaveProperty('checked', true);
  });

  it('checks the required fields first: "Missing Information", fields marked, nothing sent', async () => {
    const fetchMock = mockApi();
    renderDialog();
    fill('Full Name', '   ');
    placeOrder();
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getAllByText('Please fill in all required fields.').length).toBeGreaterThanOrEqual(3);
    for (const label of ['Full Name', 'Phone Number', 'Delivery Address']) {
      expect(screen.getByLabelText(label, { exact: false }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(
      screen.getByLabelText('Special Instructions', { exact: false }).getAttribute('aria-invalid'),
    ).toBeNull();
    // The first missing field gets the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Full Name', { exact: false })),
    );
    // Only the delivery fees were read: no order was sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the region’s fee and the total under GH₵100, and pays now through the provider', async () => {
    const fees = {
      freeFrom: '100.00',
      fees: [
        { region: 'greater-accra', label: 'Greater Accra', fee: '15.00', updatedAt: null },
        { region: 'northern', label: 'Northern', fee: '35.00', updatedAt: null },
      ],
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockApi({
      'GET /api/delivery-fees': { body: fees },
      'POST /api/orders': {
        status: 201,
        body: { reference: 'ORD-7K3Q9M', paymentMethod: 'mobile_money', order: { reference: 'ORD-7K3Q9M' } },
      },
      'POST /api/orders/ORD-7K3Q9M/payment': {
        body: { reference: 'PAY-A', authorizationUrl: 'http://localhost/payments/simulated/PAY-A' },
      },
    });
    renderWithProviders(
      <BuyNowDialog
        open
        onOpenChange={vi.fn()}
        deal={{ ...deal, price: '30.00' }}
        quantity={2}
        onSignInRequired={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('checkout-delivery-fee').textContent).toBe('GH₵15.00'));
    fireEvent.change(screen.getByLabelText('Region', { exact: false }), { target: { value: 'northern' } });
    expect(screen.getByTestId('checkout-delivery-fee').textContent).toBe('GH₵35.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('GH₵95.00');
    fireEvent.click(screen.getByLabelText(/Mobile Money/));
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payments/simulated/PAY-A'));
    expect(requestBody(fetchMock, '/api/orders')).toMatchObject({
      dealId: deal.id,
      quantity: 2,
      region: 'northern',
      paymentMethod: 'mobile_money',
    });
  });

  it('places the order with the trimmed details and closes: "Order Placed Successfully!"', async () => {
    const fetchMock = mockApi({
      'POST /api/orders': {
        status: 201,
        body: {
          reference: 'ORD-7K3Q9M',
          paymentMethod: 'pay_on_delivery',
          order: { reference: 'ORD-7K3Q9M' },
        },
      },
    });
    const { onOpenChange } = renderDialog();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Landmark (optional)'), {
      target: { value: ' Opposite the Total filling station ' },
    });
    fireEvent.change(screen.getByLabelText('GhanaPost GPS address (optional)'), {
      target: { value: 'ga 183 8164' },
    });
    placeOrder();
    expect(await screen.findByText('Order Placed Successfully!')).toBeTruthy();
    expect(screen.getByText("We'll contact you to confirm delivery details")).toBeTruthy();
    expect(screen.getByText('Reference: ORD-7K3Q9M')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requestBody(fetchMock, '/api/orders')).toEqual({
      dealId: deal.id,
      quantity: 3,
      deliveryName: 'Ama Mensah',
      deliveryPhone: '024 123 4567',
      deliveryAddress: 'House 12, Oxford Street, Osu, Accra',
      specialInstructions: null,
      landmark: 'Opposite the Total filling station',
      gpsAddress: 'GA-183-8164',
      region: 'greater-accra',
      paymentMethod: 'pay_on_delivery',
    });
  });

  it('says "Failed to place order. Please try again." and keeps the dialog open', async () => {
    mockApi({
      'POST /api/orders': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Oops' } } },
    });
    const { onOpenChange } = renderDialog();
    fillRequired();
    placeOrder();
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full Name', { exact: false }) as HTMLInputElement).value).toBe(
      '  Ama Mensah ',
    );
  });

  it('sends a shopper whose session ended to sign in: "Authentication Required"', async () => {
    mockApi({
      'POST /api/orders': {
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: 'Please log in to place an order.' } },
      },
    });
    const { onSignInRequired } = renderDialog();
    fillRequired();
    placeOrder();
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to place an order.')).toBeTruthy();
    expect(onSignInRequired).toHaveBeenCalledOnce();
  });

  it('marks the fields the server refuses', async () => {
    mockApi({
      'POST /api/orders': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Phone number can be at most 30 characters.',
            fields: { deliveryPhone: 'Phone number can be at most 30 characters.' },
          },
        },
      },
    });
    renderDialog();
    fillRequired();
    placeOrder();
    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number', { exact: false }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getAllByText('Phone number can be at most 30 characters.').length).toBeGreaterThanOrEqual(
      1,
    );
  });
});
