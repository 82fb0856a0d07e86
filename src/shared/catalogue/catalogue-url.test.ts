import { describe, expect, it } from 'vitest';
import {
  catalogueProductsPath,
  filtersFromUrl,
  firstCataloguePagePath,
  isCataloguePath,
} from './catalogue-url';

const url = (query: string) => new URLSearchParams(query);

describe('filtersFromUrl', () => {
  it('reads tab, category and search text; the path decides the tab when none is given', () => {
    expect(filtersFromUrl('/dropshipping', url('category=Electronics&q=%20ear%20'))).toEqual({
      tab: 'all',
      category: 'Electronics',
      q: 'ear',
      sort: '',
      rating: 0,
    });
    expect(filtersFromUrl('/dropshipping', url('sort=rating&rating=4'))).toMatchObject({
      sort: 'rating',
      rating: 4,
    });
    // Anything else means the default order and every rating.
    expect(filtersFromUrl('/dropshipping', url('sort=price&rating=3'))).toMatchObject({
      sort: '',
      rating: 0,
    });
    expect(filtersFromUrl('/dropshipping-usa', url('')).tab).toBe('usa');
    expect(filtersFromUrl('/dropshipping-china/', url('')).tab).toBe('china');
    expect(filtersFromUrl('/dropshipping-china', url('tab=all')).tab).toBe('all');
    expect(filtersFromUrl('/dropshipping', url('tab=Categories')).tab).toBe('categories');
    expect(filtersFromUrl('/dropshipping-usa', url('tab=nonsense')).tab).toBe('usa');
  });

  it('cuts what the API would refuse, so a hand-made link still shows products', () => {
    const filters = filtersFromUrl('/dropshipping', url(`q=${'a'.repeat(300)}&category=${'b'.repeat(300)}`));
    expect(filters.q).toHaveLength(100);
    expect(filters.category).toHaveLength(100);
  });
});

describe('the first request', () => {
  it('has its parameters in one order, whatever the order given', () => {
    expect(catalogueProductsPath({ limit: 20, offset: 50, seed: 7, country: 'USA', q: 'a b' })).toBe(
      '/api/catalogue/products?q=a+b&country=USA&seed=7&offset=50&limit=20',
    );
    expect(catalogueProductsPath({ q: '', category: undefined })).toBe('/api/catalogue/products');
  });

  it('leaves the seed out when sorted by rating: one answer for every shopper', () => {
    expect(firstCataloguePagePath({ tab: 'usa', category: '', q: '', sort: 'rating', rating: 4 }, 12)).toBe(
      '/api/catalogue/products?country=USA&sort=rating&rating=4&offset=0&limit=50',
    );
  });

  it("is the URL's filters with the seed, the first 50", () => {
    const filters = filtersFromUrl('/dropshipping-china', url('category=Home+%26+Kitchen&q=%20pan'));
    expect(firstCataloguePagePath(filters, 42)).toBe(
      '/api/catalogue/products?q=pan&category=Home+%26+Kitchen&country=China&seed=42&offset=0&limit=50',
    );
    expect(firstCataloguePagePath(filtersFromUrl('/dropshipping', url('tab=categories')), 1)).toBe(
      '/api/catalogue/products?seed=1&offset=0&limit=50',
    );
  });

  it('is made for the three catalogue paths only', () => {
    for (const path of ['/dropshipping', '/dropshipping-usa/', '/dropshipping-china']) {
      expect(isCataloguePath(path), path).toBe(true);
    }
    for (const path of ['/', '/dropshipping-product/1', '/dropshipping-uk', '/deals']) {
      expect(isCataloguePath(path), path).toBe(false);
    }
  });
});
