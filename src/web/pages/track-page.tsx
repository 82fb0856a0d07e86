import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Search } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function TrackPage() {
  return (
    <PlaceholderPage
      title="Track a request"
      description="Enter your reference (such as DLV-7K3Q9M) to see the status of a delivery, shipment or service request."
      icon={Search}
    />
  );
}
