// @vitest-environment happy-dom

import type { Product } from '@shared/catalogue/product';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckoutForm } from '@web/features/checkout/components/checkout-form';
import { makeProduct } from '@web/test/factories';
import { type MockRoute, mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DropshippingCheckoutPage } from './dropshipping-checkout-page';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

const signedOut = { 'GET /api/auth/get-session': { body: null } };

function renderPage(product: Product, state: unknown, routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockApi({
    ...signedOut,
    [`GET /api/catalogue/products/${product.id}`]: { body: { product } },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/dropshipping-checkout/:id" element={<DropshippingCheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: { pathname: `/dropshipping-checkout/${product.id}`, state } },
  );
  return fetchMock;
}

const details = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  landmark: '',
  gpsAddress: '',
  notes: '',
  paymentMethod: 'mobile_money' as const,
};

function renderForm(product: Product, routes: Record<string, MockRoute>, choice = {}) {
  const fetchMock = mockApi(routes);
  const redirect = vi.fn();
  renderWithProviders(
    <CheckoutForm
      product={product}
      choice={{ quantity: 2, selectedColor: null, selectedSize: null, ...choice }}
      initialDetails={details}
      redirect={redirect}
    />,
  );
  return { fetchMock, redirect };
}

/** A field by the start of its label ("Address", not the "Delivery Address" card; labels end in "*"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function fill(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillAll() {
  fill('Full Name', '  Ama Mensah ');
  fill('Phone Number', '024 123 4567');
  fill('Address', 'House 12, Oxford Street, Osu');
  fill('City', 'Accra');
}

const payNow = () => fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

/** The newest toast's title and description. */
async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    const found = toasts.some((t) => t.textContent?.includes(title) && t.textContent.includes(description));
    expect(found, `toast ${title} / ${description}`).toBe(true);
  });
}

const ORDER = { orderId: '20000000-0000-4000-8000-000000000001', resumeToken: 'token-1' };
const PAYMENT = { reference: 'DS-ABC', authorizationUrl: 'http://pay.example/checkout/DS-ABC' };

describe('DropshippingCheckoutPage', () => {
  it('sends a shopper who did not choose on the product page to the product page', async () => {
    const product = makeProduct();
    renderPage(product, null);
    expect(await screen.findByText(`Now at /dropshipping-product/${product.id}`)).toBeTruthy();
  });

  it('shows the order summary of the choice: quantity, unit price, subtotal, free shipping, total', async () => {
    const product = makeProduct({
      name: 'Garden Hose',
      price: '45.50',
      shippingTime: '7-14 days',
      country: 'USA',
      supplier: 'Ohio Garden Supply',
    });
    renderPage(product, { quantity: 3, selectedColor: null, selectedSize: null });
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    expect(screen.getByTestId('summary-name').textContent).toBe('Garden Hose');
    expect(screen.getByText('Unit price').nextSibling?.textContent).toBe('GH₵45.50');
    expect(screen.getByText('Subtotal').nextSibling?.textContent).toBe('GH₵136.50');
    expect(screen.getByText('Shipping').nextSibling?.textContent).toBe('Free');
    expect(screen.getByTestId('checkout-total').textContent).toBe('GH₵136.50');
    expect(screen.getByText('7-14 days from USA')).toBeTruthy();
    expect(screen.getByText('Supplier: Ohio Garden Supply')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Mobile Money/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Product' }).getAttribute('href')).toBe(
      `/dropshipping-product/${product.id}`,
    );
  });

  it('links the fine print to the terms, privacy and returns pages, in a new tab', async () => {
    const product = makeProduct();
    renderPage(product, { quantity: 1, selectedColor: null, selectedSize: null });
    expect(await screen.findByText(/By placing this order you agree to our/)).toBeTruthy();
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/^terms of service/).getAttribute('href')).toBe('/terms');
    expect(link(/^terms of service/).getAttribute('target')).toBe('_blank');
    expect(link(/^privacy policy/).getAttribute('href')).toBe('/privacy');
    expect(link(/^returns & refunds/).getAttribute('href')).toBe('/returns');
  });

  it('says "powered by Paystack" only when the page says Paystack takes the payments', async () => {
    const product = makeProduct();
    renderPage(product, { quantity: 1, selectedColor: null, selectedSize: null });
    expect(await screen.findByText(/we never see your card number or PIN/)).toBeTruthy();
    expect(screen.queryByText(/Paystack/)).toBeNull();
    cleanup();

    const meta = document.createElement('meta');
    meta.name = 'payment-provider';
    meta.content = 'paystack';
    document.head.append(meta);
    try {
      renderPage(product, { quantity: 1, selectedColor: null, selectedSize: null });
      expect(await screen.findByText('Secure payments powered by Paystack.')).toBeTruthy();
    } finally {
      meta.remove();
    }
  });

  it('keeps the typed details as a draft and fills them in again after a reload', async () => {
    const product = makeProduct({ price: '10.00' });
    renderPage(product, { quantity: 1, selectedColor: null, selectedSize: null });
    fireEvent.change(await screen.findByLabelText(/Full Name/), { target: { value: 'Ama Mensah' } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Kumasi' } });
    await waitFor(() =>
      expect(localStorage.getItem('ghanamart:draft:checkout:dropshipping')).toContain('Kumasi'),
    );
    cleanup();

    renderPage(product, null);
    expect(((await screen.findByLabelText(/Full Name/)) as HTMLInputElement).value).toBe('Ama Mensah');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Kumasi');
  });

  it('takes the stored choice after a reload (no router state)', async () => {
    const product = makeProduct({ price: '10.00' });
    sessionStorage.setItem(
      `ghanamart:checkout:${product.id}`,
      JSON.stringify({ choice: { quantity: 4, selectedColor: null, selectedSize: null } }),
    );
    renderPage(product, null);
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('GH₵40.00');
  });

  it('shows "Product not found" and Back to Products (to /dropshipping-china) for a missing product', async () => {
    const product = makeProduct();
    renderPage(
      product,
      { quantity: 1 },
      {
        [`GET /api/catalogue/products/${product.id}`]: {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Product not found' } },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe(
      '/dropshipping-china',
    );
  });
});

describe('CheckoutForm', () => {
  it('checks the fields in the spec order, trimmed, each a toast, and sends nothing until all are there', async () => {
    const product = makeProduct({ colors: ['Red', 'Blue'], sizes: ['S', 'M'] });
    const { fetchMock } = renderForm(product, {});

    fill('Full Name', '   ');
    payNow();
    await expectToast('Required Field Missing', 'Please enter your full name');
    expect(document.activeElement).toBe(field('Full Name'));

    fill('Full Name', 'Ama Mensah');
    payNow();
    await expectToast('Required Field Missing', 'Please enter your phone number');
    fill('Phone Number', '024 123 4567');
    payNow();
    await expectToast('Required Field Missing', 'Please enter your delivery address');
    fill('Address', 'House 12');
    payNow();
    await expectToast('Required Field Missing', 'Please enter your city');
    fill('City', 'Accra');
    payNow();
    await expectToast('Select color', 'Please choose a color');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    payNow();
    await expectToast('Select size', 'Please choose a size');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the order, starts the payment and opens the payment page; the email is optional', async () => {
    const product = makeProduct({ colors: ['Red'], sizes: ['M'], price: '20.00' });
    const { fetchMock, redirect } = renderForm(
      product,
      {
        'POST /api/checkout/orders': { status: 201, body: ORDER },
        [`POST /api/checkout/orders/${ORDER.orderId}/payment`]: { body: PAYMENT },
      },
      { selectedColor: 'Red', selectedSize: 'M' },
    );
    fillAll();
    fireEvent.click(screen.getByRole('radio', { name: /Debit Card/ }));
    payNow();
    expect(await screen.findByRole('button', { name: 'Saving Order...' })).toBeTruthy();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT.authorizationUrl));
    await expectToast('Redirecting to Payment', 'Opening the payment page...');
    expect(requestBody(fetchMock, '/api/checkout/orders')).toEqual({
      productId: product.id,
      quantity: 2,
      selectedColor: 'Red',
      selectedSize: 'M',
      fullName: 'Ama Mensah',
      email: null,
      phone: '024 123 4567',
      address: 'House 12, Oxford Street, Osu',
      city: 'Accra',
      landmark: null,
      gpsAddress: null,
      notes: null,
      paymentMethod: 'debit_card',
    });
    // Never a price: the server prices the order.
    expect(JSON.stringify(requestBody(fetchMock, '/api/checkout/orders'))).not.toContain('20.00');
    expect(requestBody(fetchMock, `/api/checkout/orders/${ORDER.orderId}/payment`)).toEqual({
      resumeToken: ORDER.resumeToken,
    });
    // Still busy while the browser leaves.
    expect(screen.getByRole('button', { name: 'Saving Order...' })).toBeTruthy();
  });

  it('pays the same order again when nothing changed, and makes a new one when something did', async () => {
    const product = makeProduct();
    let created = 0;
    const { fetchMock, redirect } = renderForm(product, {
      'POST /api/checkout/orders': () => {
        created += 1;
        return { status: 201, body: { ...ORDER, orderId: `${ORDER.orderId.slice(0, -1)}${created}` } };
      },
      'POST /api/checkout/orders/20000000-0000-4000-8000-000000000001/payment': {
        status: 502,
        body: { error: { code: 'PAYMENT_INIT_FAILED', message: 'Provider unavailable' } },
      },
      'POST /api/checkout/orders/20000000-0000-4000-8000-000000000002/payment': { body: PAYMENT },
    });
    fillAll();
    payNow();
    await expectToast('Payment Error', 'Failed to initialize payment: Provider unavailable');
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();

    payNow();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/payment')).length).toBe(2),
    );
    expect(created).toBe(1);
    await screen.findByRole('button', { name: 'Pay Now' });

    fill('City', 'Kumasi');
    payNow();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(PAYMENT.authorizationUrl));
    expect(created).toBe(2);
  });

  it('says "Failed to save order details. Please try again." when the order cannot be saved', async () => {
    const product = makeProduct();
    const { fetchMock } = renderForm(product, {
      'POST /api/checkout/orders': {
        status: 503,
        body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } },
      },
    });
    fillAll();
    payNow();
    await expectToast('Error', 'Failed to save order details. Please try again.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/payment'))).toBe(false);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it("puts the server's field messages on the fields", async () => {
    const product = makeProduct();
    renderForm(product, {
      'POST /api/checkout/orders': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the form',
            fields: { email: 'Please enter a valid email address' },
          },
        },
      },
    });
    fillAll();
    fill('Email', 'not-an-email');
    payNow();
    await expectToast('Error', 'Please enter a valid email address');
    const email = field('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
  });
});
