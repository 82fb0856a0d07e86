import { CatalogueHero } from '@web/features/catalogue/components/catalogue-hero';
import { DropshippingCatalogue } from '@web/features/catalogue/components/dropshipping-catalogue';
import { HowDropShippingWorks } from '@web/features/catalogue/components/how-drop-shipping-works';
import { prefetchFiltersTypedBeforeHydration } from '@web/features/catalogue/utils/typed-before-hydration';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /dropshipping, /dropshipping-usa and /dropshipping-china: the drop-shipping catalogue (docs/product/catalogue.md, "The catalogue page"). */
export function DropshippingPage() {
  useDocumentTitle('Drop Shipping Store');
  return (
    <>
      <CatalogueHero />
      <DropshippingCatalogue />
      <HowDropShippingWorks />
    </>
  );
}

/** A search typed before the page hydrated is asked for as it starts to (ADR 055). */
export const beforeHydration = prefetchFiltersTypedBeforeHydration;
