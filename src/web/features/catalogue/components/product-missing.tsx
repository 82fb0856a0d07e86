import { PRODUCT_NOT_FOUND_MESSAGE } from '@shared/catalogue/product';
import { Container } from '@web/components/layout/container';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ProductMissingProps {
  /** Why: the product does not exist, or it could not be loaded. */
  description: string;
  /** The buttons ("Go Back", "Try again", "Back to Products"). */
  children: ReactNode;
}

/** "Product not found" (the product page and the checkout: docs/product/catalogue.md, "The product page"). */
export function ProductMissing({ description, children }: ProductMissingProps) {
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-stone-100 text-stone-500">
        <PackageSearch className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900">
        {PRODUCT_NOT_FOUND_MESSAGE}
      </h1>
      <p className="mt-2 max-w-md text-stone-600">{description}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
    </Container>
  );
}

export function GoBackButton({ onClick, label = 'Go Back' }: { onClick: () => void; label?: string }) {
  // Drawn by the server on a missing product's page (a 404, which the browser renders afresh).
  const content = (
    <>
      <ArrowLeft aria-hidden="true" />
      {label}
    </>
  );
  return (
    <PressBeforeHydration
      className={buttonVariants({ variant: 'outline', size: 'lg' })}
      label={content}
      onPress={onClick}
    >
      <Button variant="outline" size="lg" onClick={onClick}>
        {content}
      </Button>
    </PressBeforeHydration>
  );
}
