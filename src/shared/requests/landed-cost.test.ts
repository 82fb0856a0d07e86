import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDED_COST_RATES, estimateLandedCost, type LandedCostRates } from './landed-cost';

// Rates written out here, so that the worked example does not move when the defaults do.
const rates: LandedCostRates = {
  ...DEFAULT_LANDED_COST_RATES,
  asOf: '2026-11-01',
  exchangeRates: { USD: 11, CNY: 1.55, AED: 3 },
  freightPerKg: { usa: 120, china: 95, dubai: 70 },
  dutyBands: { ...DEFAULT_LANDED_COST_RATES.dutyBands, phones: 20, books: 0 },
  levies: { ecowas: 0.5, au: 0.2, exim: 0.75, nhil: 2.5, getfund: 2.5, covid: 1, vat: 15 },
};

describe('estimateLandedCost', () => {
  it('works out two US$100 phones of 1.5 kg each, line by line (worked by hand)', () => {
    const estimate = estimateLandedCost(rates, {
      origin: 'usa',
      itemPrice: 100,
      quantity: 2,
      weightKg: 1.5,
      category: 'phones',
    });
    // item 100 × 2 × 11 = 2200.00; freight 1.5 × 2 × 120 = 360.00; CIF 2560.00
    // duty 20% of 2560 = 512.00; ECOWAS 0.5% = 12.80; AU 0.2% = 5.12; EXIM 0.75% = 19.20
    // duty-paid value 2560 + 512 + 12.80 + 5.12 + 19.20 = 3109.12
    // NHIL 2.5% = 77.728 -> 77.73; GETFund 2.5% -> 77.73; COVID-19 1% = 31.0912 -> 31.09
    // VAT 15% of (3109.12 + 77.73 + 77.73 + 31.09 = 3295.67) = 494.3505 -> 494.35
    // total 3295.67 + 494.35 = 3790.02
    expect(estimate.lines.map(({ key, amount }) => [key, amount])).toEqual([
      ['item', '2200.00'],
      ['freight', '360.00'],
      ['duty', '512.00'],
      ['ecowas', '12.80'],
      ['au', '5.12'],
      ['exim', '19.20'],
      ['nhil', '77.73'],
      ['getfund', '77.73'],
      ['covid', '31.09'],
      ['vat', '494.35'],
    ]);
    expect(estimate.total).toBe('3790.02');
    expect(estimate.lines.slice(0, 3).map(({ label }) => label)).toEqual([
      'Item cost (1 USD = GH₵11)',
      'Freight from USA (3 kg)',
      'Import duty (Phones, tablets and electronics, 20%)',
    ]);
    expect(estimate).toMatchObject({
      currency: 'USD',
      exchangeRate: 11,
      dutyPercent: 20,
      ratesAsOf: '2026-11-01',
    });
  });

  it('uses the origin currency, its freight and a 0% band (a CN¥ 45.50 book of 0.35 kg, 3 copies)', () => {
    const estimate = estimateLandedCost(rates, {
      origin: 'china',
      itemPrice: 45.5,
      quantity: 3,
      weightKg: 0.35,
      category: 'books',
    });
    // item 45.50 × 3 × 1.55 = 211.575 -> 211.58; freight 0.35 × 3 × 95 = 99.75; CIF 311.33
    // duty 0; ECOWAS 0.5% = 1.55665 -> 1.56; AU 0.2% = 0.62266 -> 0.62; EXIM 0.75% = 2.334975 -> 2.33
    // duty-paid 311.33 + 1.56 + 0.62 + 2.33 = 315.84
    // NHIL 2.5% = 7.896 -> 7.90; GETFund -> 7.90; COVID-19 1% = 3.1584 -> 3.16
    // VAT 15% of (315.84 + 7.90 + 7.90 + 3.16 = 334.80) = 50.22; total 385.02
    expect(Object.fromEntries(estimate.lines.map(({ key, amount }) => [key, amount]))).toEqual({
      item: '211.58',
      freight: '99.75',
      duty: '0.00',
      ecowas: '1.56',
      au: '0.62',
      exim: '2.33',
      nhil: '7.90',
      getfund: '7.90',
      covid: '3.16',
      vat: '50.22',
    });
    expect(estimate.total).toBe('385.02');
    expect(estimate.currency).toBe('CNY');
  });

  it('stays exact where floating point would not (AED 0.10 × 3 at 3.0001)', () => {
    const estimate = estimateLandedCost(
      {
        ...rates,
        exchangeRates: { ...rates.exchangeRates, AED: 3.0001 },
        freightPerKg: { ...rates.freightPerKg, dubai: 0 },
      },
      { origin: 'dubai', itemPrice: 0.1, quantity: 3, weightKg: 0.001, category: 'books' },
    );
    // 10 fils × 3 × 3.0001 = 90.003 pesewas -> 0.90
    expect(estimate.lines[0]).toMatchObject({ key: 'item', amount: '0.90' });
    expect(estimate.lines[1]).toMatchObject({ key: 'freight', amount: '0.00' });
  });
});
