import { Container } from '@web/components/layout/container';
import { Button } from '@web/components/ui/button';
import { PackageSearch } from 'lucide-react';
import { BackToDealsLink } from './deal-detail';

/** Nothing could be loaded (not a missing deal, which redirects): "Product not found". */
export function DealDetailMissing({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <PackageSearch className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900">Product not found</h1>
      <p className="mt-2 max-w-md text-stone-600">
        The deal could not be loaded. Check your connection and try again.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <BackToDealsLink variant="outline" size="lg" />
        <Button size="lg" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Container>
  );
}
