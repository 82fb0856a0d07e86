/**
 * A shopper who leaves the e-mail blank gets an address built from the phone's digits at the
 * shop's mail domain, as the payment provider requires one. No mail is sent to it
 * (docs/product/cart-and-checkout.md, "The drop-shipping checkout").
 */
export function substituteEmail(phone: string, mailDomain: string): string {
  return `${phone.replace(/\D/g, '')}@${mailDomain}`;
}

export function isSubstituteEmail(email: string, mailDomain: string): boolean {
  return email.endsWith(`@${mailDomain}`) && /^\d+@/.test(email);
}
