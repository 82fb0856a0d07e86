import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Ship } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ShopShipChinaPage() {
  return (
    <PlaceholderPage
      title="Shop & Ship from China"
      description="Tell us what to buy from Chinese suppliers, in the quantity and quality you need; we ship it to Ghana."
      icon={Ship}
    />
  );
}
