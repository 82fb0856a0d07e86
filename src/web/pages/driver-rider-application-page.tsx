import { PlaceholderPage } from '@web/components/layout/placeholder-page';
import { Bike } from 'lucide-react';

/** Placeholder: built by a later issue. */
export function DriverRiderApplicationPage() {
  return (
    <PlaceholderPage
      title="Driver & Rider Application"
      description="Apply to deliver with us as a driver or a rider, on the days and shifts that suit you."
      icon={Bike}
    />
  );
}
