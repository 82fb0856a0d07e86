import { Container } from '@web/components/layout/container';
import { Button } from '@web/components/ui/button';
import { PackageSearch } from 'lucide-react';
import { BackToDealsLink } from './deal-detail';

/**
 * Nothing could be loaded: "Product not found", with "Try again". Without `onRetry`, the deal is
 * gone: what a server-rendered page shows before the browser takes it to /deals.
 */
export function DealDetailMissing({
  onRetry,
  retrying = false,
}: {
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <PackageSearch className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900">Product not found</h1>
      <p className="mt-2 max-w-md text-stone-600">
        {onRetry
          ? 'The deal could not be loaded. Check your connection and try again.'
          : 'This deal is no longer available.'}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <BackToDealsLink variant="outline" size="lg" />
        {onRetry ? (
          <Button size="lg" busy={retrying} onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </Container>
  );
}
