import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { CreditCard } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DropshippingCheckoutPage() {
  return (
    <PlaceholderPage
      title="Checkout"
      description="Enter your contact and delivery details, then pay securely with Mobile Money or a debit card."
      icon={CreditCard}
    />
  );
}
