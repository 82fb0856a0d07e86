// @vitest-environment happy-dom
import { createQueryClient } from '@web/lib/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueProductsQueryKey } from '../api/get-catalogue-products';
import { CATALOGUE_FILTERS_FORM_ID, prefetchFiltersTypedBeforeHydration } from './typed-before-hydration';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server-rendered catalogue's form, and its first page in the cache under the server's seed. */
function serverRenderedCatalogue() {
  window.history.replaceState(null, '', '/dropshipping');
  document.body.innerHTML = `<form id="${CATALOGUE_FILTERS_FORM_ID}" method="get" action="/dropshipping">
    <input type="search" name="q" value="">
    <select name="category"><option value="">All Categories</option><option value="Electronics">Electronics</option></select>
  </form>`;
  const queryClient = createQueryClient();
  queryClient.setQueryData(catalogueProductsQueryKey({ seed: 7 }), {
    pages: [{ products: [], total: 0 }],
    pageParams: [0],
  });
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new URL(String(input), 'http://localhost'));
      return new Response(JSON.stringify({ products: [], total: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const field = (name: string) =>
    document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
  return { queryClient, requests, field };
}

describe('prefetchFiltersTypedBeforeHydration', () => {
  it('asks for the search typed before hydration, with the shuffle the server drew', async () => {
    const { queryClient, requests, field } = serverRenderedCatalogue();
    field('q').value = '  garden ';
    field('category').value = 'Electronics';

    prefetchFiltersTypedBeforeHydration(queryClient);

    expect(requests).toHaveLength(1);
    const asked = requests[0]!;
    expect(asked.pathname).toBe('/api/catalogue/products');
    expect(asked.searchParams.get('q')).toBe('garden');
    expect(asked.searchParams.get('category')).toBe('Electronics');
    expect(asked.searchParams.get('seed')).toBe('7');
    expect(asked.searchParams.get('offset')).toBe('0');
    // The list, once hydrated, finds the answer under its own key.
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(
          catalogueProductsQueryKey({ q: 'garden', category: 'Electronics', seed: 7 }),
        ),
      ).toBeDefined(),
    );
  });

  it('asks for nothing when the form holds what the page shows', () => {
    const { queryClient, requests } = serverRenderedCatalogue();

    prefetchFiltersTypedBeforeHydration(queryClient);

    expect(requests).toHaveLength(0);
  });
});
