import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Ship } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ShopShipUsaPage() {
  return (
    <PlaceholderPage
      title="Shop & Ship from the USA"
      description="Send us links to products in US stores: we buy them and ship them to you in Ghana."
      icon={Ship}
    />
  );
}
