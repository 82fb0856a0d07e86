import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { ShieldCheck } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function InsurancePage() {
  return (
    <PlaceholderPage
      title="Insurance"
      description="Request motor, travel, property, life or health insurance, with your policy documents delivered to you."
      icon={ShieldCheck}
    />
  );
}
