import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { SITE_NAME } from '@web/lib/site';
import { Info } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function AboutPage() {
  return (
    <PlaceholderPage
      title={`About ${SITE_NAME}`}
      description="Who we are, what we do, and the values behind our marketplace and logistics service."
      icon={Info}
    />
  );
}
