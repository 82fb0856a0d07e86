import { normalisePhone } from '../../../shared/phone';

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
  const phone = normalisePhone(typed);
  return phone !== null && contacts.phones.some((stored) => normalisePhone(stored) === phone);
}
