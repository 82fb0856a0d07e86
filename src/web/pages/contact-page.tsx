import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Mail } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Call, email or write to us: we are open Monday to Saturday in Accra."
      icon={Mail}
    />
  );
}
