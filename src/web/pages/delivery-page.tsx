import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Truck } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DeliveryPage() {
  return (
    <PlaceholderPage
      title="Delivery Request"
      description="Book a pickup and delivery in Accra, Kumasi, Tamale, Cape Coast or Takoradi, by motorcycle, van or truck."
      icon={Truck}
    />
  );
}
