import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Zap } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DealsPage() {
  return (
    <PlaceholderPage
      title="Flash Deals"
      description="Today's flash deals at up to 90% off, updated live as new deals arrive."
      icon={Zap}
    />
  );
}
