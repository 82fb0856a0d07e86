import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { ShopAndShipAside } from '@web/features/requests/components/shop-and-ship-aside';
import { ShopAndShipForm } from '@web/features/requests/components/shop-and-ship-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Ship } from 'lucide-react';

/** /shop-ship-china (docs/product/services.md, "Shop & Ship"): what to buy in China, shipped to Ghana. */
export function ShopShipChinaPage() {
  useDocumentTitle('Shop & Ship from China');
  return (
    <>
      <PageHeader
        title="Shop & Ship from China"
        description="Buy from Chinese suppliers and factories in the quantity and quality you need: we place the order and ship it to Ghana."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-flag-red text-white shadow-sm">
            <Ship className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid items-start gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <ShopAndShipForm origin="china" />
        <ShopAndShipAside origin="china" />
      </Container>
    </>
  );
}
