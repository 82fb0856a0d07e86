// @vitest-environment happy-dom
import type { MyOrder } from '@shared/orders/order';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type MockRoute, mockApi, renderWithProviders } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from './orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: 'u1', email: 'ama@example.com', name: 'ama', emailVerified: true };
const session = { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' };
const signedIn = { 'GET /api/auth/get-session': { body: { user, session } } };

function Where() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

function renderOrders(routes: Record<string, MockRoute>) {
  mockApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/orders" element={<OrdersPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/orders' },
  );
}

const order = (overrides: Partial<MyOrder>): MyOrder => ({
  kind: 'deal',
  id: 'o1',
  reference: 'ORD-7K3Q9M',
  name: 'Smart Watch',
  imageUrl: '/images/watch.webp',
  quantity: 2,
  total: '898.00',
  status: 'pending',
  statusLabel: 'Pending',
  paymentMethod: 'pay_on_delivery',
  paymentState: 'pay_on_delivery',
  canPay: false,
  createdAt: '2026-01-12T14:05:00.000Z',
  history: [{ status: 'pending', statusLabel: 'Pending', at: '2026-01-02T10:00:00.000Z' }],
  ...overrides,
});

describe('OrdersPage', () => {
  it('sends a guest to sign in and back to /orders', async () => {
    renderOrders({ 'GET /api/auth/get-session': { body: null } });
    expect(await screen.findByText('Now at /auth?redirect=%2Forders')).toBeTruthy();
  });

  it('lists the orders, newest first, one card per checkout reference', async () => {
    renderOrders({
      ...signedIn,
      'GET /api/orders': {
        body: {
          orders: [
            order({ id: 'o3', reference: 'ORD-NEW222', name: 'Air Fryer', quantity: 1, total: '1250.50' }),
            order({ id: 'o2', reference: 'ORD-NEW222', name: 'Kettle', quantity: 3, total: '297.00' }),
            order({
              id: 'o1',
              kind: 'dropshipping',
              reference: 'PAY-123',
              name: 'Wireless Earbuds',
              quantity: 1,
              total: '189.99',
              status: 'paid',
              statusLabel: 'Confirmed',
              paymentMethod: 'mobile_money',
            }),
          ],
        },
      },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const newest = within(cards[0]!);
    expect(newest.getByText('ORD-NEW222')).toBeTruthy();
    expect(newest.getByText('Air Fryer')).toBeTruthy();
    expect(newest.getByText('Kettle')).toBeTruthy();
    expect(newest.getByText('GH₵1,547.50')).toBeTruthy();
    expect(within(cards[0]!.querySelector('header')!).getByText('Pending')).toBeTruthy();
    expect(newest.getByText('Pay on delivery')).toBeTruthy();
    // One timeline for the order (its lines move together): its steps with their dates, the steps
    // ahead greyed.
    expect(newest.getAllByRole('list', { name: /^Status history/ })).toHaveLength(1);
    const timeline = within(newest.getByRole('list', { name: 'Status history of order ORD-NEW222' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Pending · \d{1,2} Jan 2026, \d\d:\d\d$/),
      'Confirmed (not yet)',
      'Out for delivery (not yet)',
      'Delivered (not yet)',
    ]);
    const older = within(cards[1]!);
    expect(older.getByText('Drop-shipping')).toBeTruthy();
    expect(older.getByText('Confirmed')).toBeTruthy();
    expect(older.getByText('GH₵189.99')).toBeTruthy();
    expect(older.getByText('Mobile Money')).toBeTruthy();
    expect(cards[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-12T14:05:00.000Z');
  });

  it('offers Pay now on an order that awaits its payment, and says which orders are paid', async () => {
    renderOrders({
      ...signedIn,
      'GET /api/orders': {
        body: {
          orders: [
            order({
              id: 'o2',
              kind: 'dropshipping',
              reference: 'DSP-AAAA-BBBB-CCCC-DDDD',
              status: 'pending',
              statusLabel: 'Pending',
              paymentMethod: 'debit_card',
              paymentState: 'unpaid',
              canPay: true,
            }),
            order({
              id: 'o1',
              reference: 'ORD-PAID22',
              paymentMethod: 'mobile_money',
              paymentState: 'paid',
              canPay: false,
            }),
          ],
        },
      },
    });
    const [unpaid, paid] = await screen.findAllByRole('article');
    expect(within(unpaid!).getByText('Awaiting payment')).toBeTruthy();
    expect(within(unpaid!).getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(within(unpaid!).getByRole('button', { name: 'Pay with Mobile Money instead' })).toBeTruthy();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('shows an empty state that leads to the deals', async () => {
    renderOrders({ ...signedIn, 'GET /api/orders': { body: { orders: [] } } });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Flash Deals' }).getAttribute('href')).toBe('/deals');
  });

  it('shows a loading skeleton, then an error with a retry', async () => {
    let fail = true;
    renderOrders({
      ...signedIn,
      'GET /api/orders': () =>
        fail
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } }
          : { body: { orders: [order({})] } },
    });
    expect(await screen.findByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    expect(await screen.findByText('Your orders could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ORD-7K3Q9M')).toBeTruthy();
  });
});
