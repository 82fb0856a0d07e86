import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Globe } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DropshippingPage() {
  return (
    <PlaceholderPage
      title="Drop Shipping Store"
      description="5,000+ products from USA and China suppliers, shipped to Ghana in 24-30 days: search, filter by category and order."
      icon={Globe}
    />
  );
}
