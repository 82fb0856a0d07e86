// @vitest-environment happy-dom
import type { AdminProduct, AdminProductPage } from '@shared/catalogue/admin-product';
import { cleanup, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductsPage } from './products-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (overrides: Partial<AdminProduct>): AdminProduct => ({
  id: crypto.randomUUID(),
  name: 'Shea butter jar',
  description: 'Unrefined, from Tamale.',
  price: '45.00',
  originalPrice: '60.00',
  discount: 25,
  rating: 0,
  reviews: 0,
  imageUrl: 'https://images.example.com/shea.jpg',
  images: ['https://images.example.com/shea.jpg'],
  videoUrl: null,
  supplier: 'Tamale Shea',
  sellerSlug: null,
  country: 'USA',
  category: 'Health & Beauty',
  shippingTime: '3-5 days',
  inStock: true,
  minOrderQuantity: 1,
  colors: [],
  sizes: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  isActive: true,
  hiddenBySuspension: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('ProductsPage', () => {
  it('says whether each product is shown, and when it is hidden because its vendor is suspended', async () => {
    const page: AdminProductPage = {
      products: [
        product({ name: 'Shown jar' }),
        product({ name: 'Hidden jar', isActive: false }),
        product({ name: 'Suspended jar', isActive: false, hiddenBySuspension: true }),
      ],
      page: 1,
      pageSize: 50,
      total: 3,
    };
    mockApi({ 'GET /api/admin/products': { body: page }, 'GET /api/auth/get-session': { body: null } });
    renderWithProviders(<ProductsPage />, { route: '/admin/products' });
    const row = async (name: string) =>
      (await screen.findAllByText(name))[0]!.closest('li, tr') as HTMLElement;
    expect(within(await row('Shown jar')).getByText('Active')).toBeTruthy();
    expect(within(await row('Hidden jar')).getByText('Inactive')).toBeTruthy();
    const suspended = await row('Suspended jar');
    expect(within(suspended).getByText('Hidden: vendor suspended')).toBeTruthy();
    expect(within(suspended).queryByText('Inactive')).toBeNull();
  });
});
