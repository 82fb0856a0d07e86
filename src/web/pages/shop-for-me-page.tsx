import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { ShoppingBasket } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ShopForMePage() {
  return (
    <PlaceholderPage
      title="Shop for Me"
      description="Send us your list: we buy your groceries and foodstuffs at the market of your choice and deliver them."
      icon={ShoppingBasket}
    />
  );
}
