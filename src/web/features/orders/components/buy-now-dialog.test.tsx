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
    expect(screen.getByText('Pay on Delivery')).toBeTruthy();
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places the order with the trimmed details and closes: "Order Placed Successfully!"', async () => {
    const fetchMock = mockApi({
      'POST /api/orders': { status: 201, body: { order: { reference: 'ORD-7K3Q9M' } } },
    });
    const { onOpenChange } = renderDialog();
    fillRequired();
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
