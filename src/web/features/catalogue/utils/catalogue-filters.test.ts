import { CATALOGUE_MAX_SEED } from '@shared/catalogue/catalogue-page';
import { describe, expect, it } from 'vitest';
import {
  filtersFromUrl,
  filtersToParams,
  matchingSamples,
  newSeed,
  SAMPLE_CATALOGUE,
} from './catalogue-filters';

const url = (query: string) => new URLSearchParams(query);

describe('filtersFromUrl', () => {
  it('reads tab, category and search text; the path decides the tab when none is given', () => {
    expect(filtersFromUrl('/dropshipping', url('category=Electronics&q=%20ear%20'))).toEqual({
      tab: 'all',
      category: 'Electronics',
      q: 'ear',
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

describe('filtersToParams', () => {
  it('leaves out defaults and keeps other parameters', () => {
    const params = filtersToParams(
      '/dropshipping-usa',
      { tab: 'usa', category: 'Home & Kitchen', q: ' pan ' },
      url('utm_source=x&tab=china'),
    );
    expect(params.toString()).toBe('utm_source=x&category=Home+%26+Kitchen&q=pan');
    expect(
      filtersToParams('/dropshipping-usa', { tab: 'all', category: '', q: '' }, url('q=x')).toString(),
    ).toBe('tab=all');
  });
});

describe('matchingSamples', () => {
  it('are the six samples, filtered like the database filters', () => {
    expect(SAMPLE_CATALOGUE.map((product) => product.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(matchingSamples({ tab: 'categories', category: '', q: '' })).toHaveLength(6);
    expect(matchingSamples({ tab: 'usa', category: '', q: '' }).every((p) => p.country === 'USA')).toBe(true);
    expect(matchingSamples({ tab: 'all', category: '', q: 'EARBUDS' }).map((p) => p.id)).toEqual(['1']);
    // The category's name matches too.
    expect(matchingSamples({ tab: 'all', category: '', q: 'baby & k' }).map((p) => p.id)).toEqual(['6']);
    expect(matchingSamples({ tab: 'china', category: 'Electronics', q: '' })).toEqual([]);
  });
});

describe('newSeed', () => {
  it('draws a whole number the API accepts', () => {
    expect(newSeed(() => 0)).toBe(0);
    expect(newSeed(() => 0.999_999_999_9)).toBe(CATALOGUE_MAX_SEED);
    expect(Number.isInteger(newSeed())).toBe(true);
  });
});
