import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { PackageSearch } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DropshippingProductPage() {
  return (
    <PlaceholderPage
      title="Product details"
      description="Photos, video, price in GH₵, supplier, shipping time, colours and sizes of a drop-shipping product."
      icon={PackageSearch}
    />
  );
}
