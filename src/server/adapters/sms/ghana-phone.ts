/**
 * A Ghana mobile or fixed number as +233 and nine digits, from any way people write it
 * (024 123 4567, 24 123 4567, +233 24 123 4567, 00233 (0)24 123 4567); null for anything else
 * (a foreign or mistyped number gets no SMS rather than one to a stranger).
 */
export function toGhanaPhone(value: string | null | undefined): string | null {
  if (!value) return null;
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('2330') && digits.length === 13) digits = digits.slice(4);
  else if (digits.startsWith('233') && digits.length === 12) digits = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  // Ghana numbers have nine digits after the country code and start with 2, 3 or 5.
  return /^[235]\d{8}$/.test(digits) ? `+233${digits}` : null;
}
