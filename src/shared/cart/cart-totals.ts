import { fromPesewas, toPesewas } from '../money';

/**
 * A cart's count (sum of quantities, the header's badge) and total (sum of price × quantity, exact
 * in pesewas, 2 decimals). The server computes it for every answer and the web for its optimistic
 * updates; no zod here.
 */
export function cartTotals(lines: readonly { price: string; quantity: number }[]): {
  count: number;
  total: string;
} {
  let count = 0;
  let total = 0;
  for (const line of lines) {
    count += line.quantity;
    total += toPesewas(line.price) * line.quantity;
  }
  return { count, total: fromPesewas(total) };
}
