import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { BadgeCheck } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function PaymentSuccessPage() {
  return (
    <PlaceholderPage
      title="Payment confirmation"
      description="We verify your payment, then show your order summary and what happens next."
      icon={BadgeCheck}
    />
  );
}
