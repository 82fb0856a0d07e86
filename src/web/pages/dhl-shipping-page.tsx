import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Plane } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DhlShippingPage() {
  return (
    <PlaceholderPage
      title="DHL Pickup & Shipping"
      description="We pick up your package at your door and ship it worldwide with DHL."
      icon={Plane}
    />
  );
}
