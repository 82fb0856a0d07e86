import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { SITE_NAME } from '@web/lib/site';
import { Store } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function VendorsPage() {
  return (
    <PlaceholderPage
      title={`Sell on ${SITE_NAME}`}
      description="Register your business as a vendor and reach shoppers across Ghana, on commission."
      icon={Store}
    />
  );
}
