import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { ShopAndShipAside } from '@web/features/requests/components/shop-and-ship-aside';
import { ShopAndShipForm } from '@web/features/requests/components/shop-and-ship-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Ship } from 'lucide-react';

/** /shop-ship-usa (docs/product/services.md, "Shop & Ship"): what to buy in the USA, shipped to Ghana. */
export function ShopShipUsaPage() {
  useDocumentTitle('Shop & Ship from the USA');
  return (
    <>
      <PageHeader
        title="Shop & Ship from the USA"
        description="Found it on Amazon, eBay, Walmart or another US store? Send us the link: we buy it for you and ship it to your door in Ghana."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Ship className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid items-start gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <ShopAndShipForm origin="usa" />
        <ShopAndShipAside origin="usa" />
      </Container>
    </>
  );
}
