import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Package } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function OrdersPage() {
  return (
    <PlaceholderPage
      title="My orders"
      description="Your deal and drop-shipping orders, with their status and delivery details."
      icon={Package}
    />
  );
}
