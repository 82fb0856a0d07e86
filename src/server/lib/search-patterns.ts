/** Escapes LIKE's wildcards (and its escape character), so that `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `%text%` for LIKE / ILIKE, the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * The digits to look for in stored phone numbers, when the search is written as a phone number
 * ("024 123 4567", "+233 24 123"): at least three digits and nothing but digits, spaces, + - ( ).
 * A Ghana number is written 024… or +233 24…, so a leading 0 is left out of the match. A reference
 * or a name with digits in it ("ORD-7K3Q9M") is not a phone number: its digits would match phones
 * at random.
 */
export function phoneSearchDigits(q: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  return digits.length >= 3 ? digits : undefined;
}
