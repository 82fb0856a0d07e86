import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { ShopAndShipAside } from '@web/features/requests/components/shop-and-ship-aside';
import { ShopAndShipForm } from '@web/features/requests/components/shop-and-ship-form';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Ship } from 'lucide-react';

/** /shop-ship-dubai (docs/product/services.md, "Shop & Ship"): what to buy in Dubai, shipped to Ghana. */
export function ShopShipDubaiPage() {
  useDocumentTitle('Shop & Ship from Dubai');
  return (
    <>
      <PageHeader
        title="Shop & Ship from Dubai"
        description="Electronics, perfumes, fashion and more from Dubai: tell us what you want, we buy it and ship it to you in Ghana."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gold-400 text-brand-950 shadow-sm">
            <Ship className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="grid items-start gap-6 py-8 sm:py-12 lg:grid-cols-[1fr_22rem]">
        <ShopAndShipForm origin="dubai" />
        <ShopAndShipAside origin="dubai" />
      </Container>
    </>
  );
}
