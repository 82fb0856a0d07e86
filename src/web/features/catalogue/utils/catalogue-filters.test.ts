import { CATALOGUE_SEED_POOL } from '@shared/catalogue/catalogue-page';
import { SAMPLE_PRODUCT_IDS } from '@shared/catalogue/sample-product-ids';
import { SAMPLE_CATALOGUE } from '@shared/catalogue/sample-products';
import { describe, expect, it } from 'vitest';
import { filtersToParams, matchingSamples, newSeed } from './catalogue-filters';

const url = (query: string) => new URLSearchParams(query);

describe('filtersToParams', () => {
  it('leaves out defaults and keeps other parameters', () => {
    const params = filtersToParams(
      '/dropshipping-usa',
      { tab: 'usa', category: 'Home & Kitchen', q: ' pan ', sort: '', rating: 0 },
      url('utm_source=x&tab=china'),
    );
    expect(params.toString()).toBe('utm_source=x&category=Home+%26+Kitchen&q=pan');
    expect(
      filtersToParams(
        '/dropshipping-usa',
        { tab: 'all', category: '', q: '', sort: '', rating: 0 },
        url('q=x'),
      ).toString(),
    ).toBe('tab=all');
    expect(
      filtersToParams(
        '/dropshipping',
        { tab: 'all', category: '', q: '', sort: 'rating', rating: 4 },
        url(''),
      ).toString(),
    ).toBe('sort=rating&rating=4');
  });
});

describe('matchingSamples', () => {
  it('are the six samples, filtered like the database filters', () => {
    expect(SAMPLE_CATALOGUE.map((product) => product.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(SAMPLE_CATALOGUE.map((product) => product.id)).toEqual(SAMPLE_PRODUCT_IDS);
    expect(
      matchingSamples(SAMPLE_CATALOGUE, { tab: 'categories', category: '', q: '', sort: '', rating: 0 }),
    ).toHaveLength(6);
    expect(
      matchingSamples(SAMPLE_CATALOGUE, { tab: 'usa', category: '', q: '', sort: '', rating: 0 }).every(
        (p) => p.country === 'USA',
      ),
    ).toBe(true);
    expect(
      matchingSamples(SAMPLE_CATALOGUE, { tab: 'all', category: '', q: 'EARBUDS', sort: '', rating: 0 }).map(
        (p) => p.id,
      ),
    ).toEqual(['1']);
    // The category's name matches too.
    expect(
      matchingSamples(SAMPLE_CATALOGUE, { tab: 'all', category: '', q: 'baby & k', sort: '', rating: 0 }).map(
        (p) => p.id,
      ),
    ).toEqual(['6']);
    expect(
      matchingSamples(SAMPLE_CATALOGUE, {
        tab: 'china',
        category: 'Electronics',
        q: '',
        sort: '',
        rating: 0,
      }),
    ).toEqual([]);
    // "4 stars and up" keeps only the samples rated 4 or more.
    expect(
      matchingSamples(SAMPLE_CATALOGUE, { tab: 'all', category: '', q: '', sort: '', rating: 4 }).every(
        (p) => p.rating >= 4,
      ),
    ).toBe(true);
  });
});

describe('newSeed', () => {
  it('draws a whole number from the pool', () => {
    expect(newSeed(() => 0)).toBe(0);
    expect(newSeed(() => 0.999_999_999_9)).toBe(CATALOGUE_SEED_POOL - 1);
    expect(Number.isInteger(newSeed())).toBe(true);
  });

  it('never draws the seed it replaces', () => {
    expect(newSeed(() => 0, 0)).toBe(1);
    expect(newSeed(() => 0.999_999_999_9, CATALOGUE_SEED_POOL - 1)).toBe(CATALOGUE_SEED_POOL - 2);
    for (let i = 0; i < 200; i++) expect(newSeed(Math.random, 7)).not.toBe(7);
  });
});
