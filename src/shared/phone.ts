/**
 * The one phone normaliser (the account, SMS and /track all use it): a number as E.164 text.
 * A Ghana number, however it is written (024 412 3456, 0244123456, +233 24 412 3456, 233244123456,
 * 00233 (0)24 412 3456, with spaces, dashes, dots or brackets), becomes +233 and nine digits.
 * Another country's number counts only when written with its international prefix (+44 …, 0044 …):
 * it becomes + and its digits. Anything else is null: a mistyped number is refused, never guessed.
 */
export function normalisePhone(value: string | null | undefined): string | null {
  if (!value) return null;
  const international = /^\s*(\+|00)/.test(value);
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('2330') && digits.length === 13) digits = digits.slice(4);
  else if (digits.startsWith('233') && digits.length === 12) digits = digits.slice(3);
  else if (!international && digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  else if (international && !digits.startsWith('233')) {
    // E.164: at most 15 digits; fewer than 8 is no real international number.
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  // Ghana numbers have nine digits after the country code and start with 2, 3 or 5.
  return /^[235]\d{8}$/.test(digits) ? `${GHANA_COUNTRY_CODE}${digits}` : null;
}

export const GHANA_COUNTRY_CODE = '+233';

/** A Ghana number as +233 and nine digits, or null (a foreign number gets no SMS from a Ghana gateway). */
export function toGhanaPhone(value: string | null | undefined): string | null {
  const phone = normalisePhone(value);
  return phone?.startsWith(GHANA_COUNTRY_CODE) ? phone : null;
}

/** +233244123456 as people read it: +233 24 412 3456. */
export function formatGhanaPhone(phone: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(phone);
  return match ? `+233 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
