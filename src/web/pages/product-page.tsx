import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Tag } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ProductPage() {
  return (
    <PlaceholderPage
      title="Deal details"
      description="Photos, price, vendor and reviews of a flash deal, with add to cart, wishlist and pay-on-delivery ordering."
      icon={Tag}
    />
  );
}
