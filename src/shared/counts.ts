/**
 * Whole numbers grouped by thousands as Ghana writes them: 12345 -> "12,345". By hand rather than
 * with Intl: the first `Intl.NumberFormat` of a page loads the locale's data, a long task on a
 * phone while the first chunk evaluates (ADR 048).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole number: ${count}`);
  const digits = String(Math.abs(count));
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return count < 0 ? `-${grouped}` : grouped;
}
