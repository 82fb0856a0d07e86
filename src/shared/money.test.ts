import { describe, expect, it } from 'vitest';
import { discountPercent, formatCedis, formatCedisShort, fromPesewas, sumAmounts, toPesewas } from './money';

describe('money', () => {
  it('sums amounts exactly', () => {
    expect(sumAmounts(['0.10', '0.20', '1999.99'])).toBe('2000.29');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('converts decimal text and numbers to integer pesewas exactly', () => {
    expect(toPesewas('12.5')).toBe(1250);
    expect(toPesewas('0.10')).toBe(10);
    expect(toPesewas(0.1 + 0.2)).toBe(30);
    expect(toPesewas('1999.99')).toBe(199999);
    expect(() => toPesewas('1e3')).toThrow();
    expect(() => toPesewas('12.345')).toThrow();
  });

  it('converts pesewas back to numeric text', () => {
    expect(fromPesewas(1250)).toBe('12.50');
    expect(fromPesewas(5)).toBe('0.05');
    expect(fromPesewas(-5)).toBe('-0.05');
    expect(() => fromPesewas(1.5)).toThrow();
  });

  it('formats cedis with two decimals and grouping', () => {
    expect(formatCedis('1234.5')).toBe('GH₵1,234.50');
    expect(formatCedis(0)).toBe('GH₵0.00');
    expect(formatCedisShort('99')).toBe('₵99.00');
    expect(formatCedis('1234567.05')).toBe('GH₵1,234,567.05');
    expect(formatCedis('-1000')).toBe('GH₵-1,000.00');
  });

  it('writes amounts as the en-GH locale does', () => {
    const intl = new Intl.NumberFormat('en-GH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const pesewas of [0, 1, 99, 100, 99_999, 100_000, 123_456_789, 9_999_999_999, -250_000]) {
      expect(formatCedis(fromPesewas(pesewas))).toBe(`GH₵${intl.format(pesewas / 100)}`);
    }
  });

  it('computes the discount percent as the spec rounds it', () => {
    expect(discountPercent('100', '75')).toBe(25);
    expect(discountPercent('300', '199.99')).toBe(33);
    expect(discountPercent('0', '10')).toBe(0);
  });
});
