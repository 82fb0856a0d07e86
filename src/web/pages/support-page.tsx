import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { LifeBuoy } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function SupportPage() {
  return (
    <PlaceholderPage
      title="Support"
      description="Help by live chat, phone and email, and answers to the most common questions."
      icon={LifeBuoy}
    />
  );
}
