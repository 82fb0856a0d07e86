// @vitest-environment happy-dom
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeProduct } from '@web/test/factories';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';

afterEach(cleanup);

function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct(overrides);
  renderWithProviders(<ProductCard product={product} />);
  return { product, card: within(screen.getByRole('article', { name: product.name })) };
}

describe('ProductCard', () => {
  it('shows no stars and no review count without reviews', () => {
    const { card } = renderCard({ rating: 4.5, reviews: 0 });
    expect(card.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(card.queryByText(/\(0\)|0 reviews/)).toBeNull();
  });

  it('shows the discount, the country, the rating, the price in GH₵ and the original struck through', () => {
    const { card } = renderCard({
      name: 'Voltix Earbuds',
      price: '1189.5',
      originalPrice: '1500.00',
      discount: 21,
      country: 'USA',
      rating: 4.6,
      reviews: 1284,
      shippingTime: '7-14 days',
    });
    expect(card.getByText('-21%')).toBeTruthy();
    expect(card.getByText('USA').className).toContain('bg-blue-600');
    expect(card.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
    expect(card.getByText('1,284 reviews')).toBeTruthy();
    expect(card.getByText('GH₵1,189.50')).toBeTruthy();
    expect(card.getByText('GH₵1,500.00').closest('del')).toBeTruthy();
    expect(card.getByText('Ships in 7-14 days')).toBeTruthy();
  });

  it('has an orange badge for China and no discount badge or struck price when not discounted', () => {
    const { card } = renderCard({ country: 'China', discount: 0, price: '50.00', originalPrice: '50.00' });
    expect(card.getByText('China').className).toContain('bg-orange');
    expect(card.queryByText(/^-\d+%$/)).toBeNull();
    expect(card.queryByText('GH₵50.00')?.closest('del')).toBeNull();
  });

  it('links View (new tab) and Order Now to the product page', () => {
    const { card, product } = renderCard();
    const view = card.getByRole('link', { name: /^View/ });
    expect(view.getAttribute('href')).toBe(`/dropshipping-product/${product.id}`);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(card.getByRole('link', { name: 'Order Now' }).getAttribute('href')).toBe(
      `/dropshipping-product/${product.id}`,
    );
  });

  it('says "Out of Stock" on a disabled button when not in stock', () => {
    const { card } = renderCard({ inStock: false });
    expect(card.queryByRole('link', { name: 'Order Now' })).toBeNull();
    expect((card.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('loads the image lazily with a srcset and a size, and falls back to the placeholder', () => {
    renderCard({ imageUrl: '/uploads/seed/electronics-3-640.webp' });
    const image = document.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('640');
    expect(image.getAttribute('srcset')).toContain('/uploads/seed/electronics-3-320.webp 320w');
    expect(image.getAttribute('sizes')).toBe('224px');

    fireEvent.error(image);
    const fallback = document.querySelector('img')!;
    expect(fallback.getAttribute('src')).toBe(PLACEHOLDER_IMAGE_URL);
    // The placeholder failing too leaves an icon, not an endless loop.
    fireEvent.error(fallback);
    expect(document.querySelector('img')).toBeNull();
  });

  it('plays the video while the mouse is over the image', () => {
    renderCard({ videoUrl: '/uploads/videos/demo.mp4' });
    const frame = document.querySelector('img')!.closest('div')!;
    expect(document.querySelector('video')).toBeNull();
    fireEvent.pointerEnter(frame, { pointerType: 'mouse' });
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/uploads/videos/demo.mp4');
    fireEvent.pointerLeave(frame);
    expect(document.querySelector('video')).toBeNull();
  });
});
