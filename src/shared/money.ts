/**
 * Money is exact: the database stores numeric(12,2) (read as a string), arithmetic uses integer
 * pesewas (1 GH₵ = 100 pesewas), and only formatting turns it back into text.
 */
import { formatCount } from './counts';

export type Pesewas = number;

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" | 12.5 -> 1250. Throws on anything that is not a plain decimal amount. */
export function toPesewas(amount: string | number): Pesewas {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -value : value;
}

/** 1250 -> "12.50", the form the database's numeric columns take. */
export function fromPesewas(pesewas: Pesewas): string {
  if (!Number.isSafeInteger(pesewas)) throw new Error(`Not a whole number of pesewas: ${pesewas}`);
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of money amounts, e.g. the total of the orders placed together. */
export function sumAmounts(amounts: readonly (string | number)[]): string {
  return fromPesewas(amounts.reduce<Pesewas>((sum, amount) => sum + toPesewas(amount), 0));
}

/** 123450 -> "1,234.50": cedis grouped by thousands, always two decimals (no Intl: see counts.ts). */
function groupedAmount(pesewas: Pesewas): string {
  const sign = pesewas < 0 ? '-' : '';
  const abs = Math.abs(pesewas);
  return `${sign}${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** "GH₵1,234.50": prices everywhere in the shop. */
export function formatCedis(amount: string | number): string {
  return `GH₵${groupedAmount(toPesewas(amount))}`;
}

/** "₵1,234.50": the short form on deal cards (docs/product/shop-and-pages.md, "Money, dates and numbers"). */
export function formatCedisShort(amount: string | number): string {
  return `₵${groupedAmount(toPesewas(amount))}`;
}

/** Discount percent = rounded ((original - sale) / original * 100); 0 when original <= 0. */
export function discountPercent(original: string | number, sale: string | number): number {
  const originalPesewas = toPesewas(original);
  if (originalPesewas <= 0) return 0;
  return Math.round(((originalPesewas - toPesewas(sale)) / originalPesewas) * 100);
}
