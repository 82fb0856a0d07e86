/**
 * Whether what a visitor typed on /track is one of a request's contact details: an e-mail
 * (any case) or a phone number (any spacing or punctuation, Ghana numbers with or without +233).
 */
export function matchesContact(
  typed: string,
  contacts: { emails: readonly (string | null)[]; phones: readonly (string | null)[] },
): boolean {
  if (typed.includes('@')) {
    const email = typed.trim().toLowerCase();
    return contacts.emails.some((stored) => stored?.trim().toLowerCase() === email);
  }
  const phone = phoneKey(typed);
  return phone !== null && contacts.phones.some((stored) => stored != null && phoneKey(stored) === phone);
}

/** Fewer digits than any real number: "123" must not match a stored "0241 23". */
const MIN_PHONE_DIGITS = 7;

/**
 * The digits that identify a phone number. A Ghana number is written 024 123 4567,
 * +233 24 123 4567, 00233 24 123 4567 or +233 (0)24 123 4567: all become 241234567.
 * Other countries' numbers compare by their digits (after a 00 prefix).
 */
export function phoneKey(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('2330') && digits.length === 13) digits = digits.slice(4);
  else if (digits.startsWith('233') && digits.length === 12) digits = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}
