import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Ship } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ShopShipDubaiPage() {
  return (
    <PlaceholderPage
      title="Shop & Ship from Dubai"
      description="Send us the product you want from Dubai: we buy it and ship it to you in Ghana."
      icon={Ship}
    />
  );
}
