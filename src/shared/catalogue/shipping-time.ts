/**
 * A product's shipping time is free text such as "7-14 days" (docs/product/catalogue.md, "What a product holds"), and the first
 * version printed "{shipping time} days": "7-14 days days". "days" is added only where it is missing.
 */
export function shippingDays(shippingTime: string): string {
  const text = shippingTime.trim();
  return /\bdays?$/i.test(text) ? text : `${text} days`;
}

/** The checkout's estimated delivery: "7-14 days from USA" (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). */
export function deliveryEstimate(shippingTime: string, country: string): string {
  return `${shippingDays(shippingTime)} from ${country}`;
}
