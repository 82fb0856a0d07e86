import { Container } from '@web/components/layout/container';
import { buttonVariants } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Home, Zap } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** Any path that is not a page of the shop (docs/product/shop-and-pages.md, "Not found": "Oops! Page not found"). */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <p className="bg-gradient-to-br from-brand-600 to-brand-900 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mt-3 max-w-md text-base text-stone-600">
        We couldn't find <span className="font-mono text-sm break-all text-stone-800">{pathname}</span>. It
        may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          Return to Home
        </Link>
        <Link to="/deals" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <Zap aria-hidden="true" />
          Browse Flash Deals
        </Link>
      </div>
    </Container>
  );
}
