import { PageHeader } from '@web/components/layout/page-header';
import { AllDeals } from '@web/features/deals/components/all-deals';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { DealHeart } from '@web/pages/deal-heart';
import { Zap } from 'lucide-react';

/** /deals: all flash deals, live (spec 1, section 2). */
export function DealsPage() {
  useDocumentTitle('Flash Deals');
  return (
    <>
      <PageHeader
        title="Flash Deals"
        description="Today’s flash deals at up to 90% off from trusted vendors across Ghana, updated live as new deals arrive. Pay on delivery."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-flag-red text-white shadow-sm">
            <Zap className="size-6 fill-current" aria-hidden="true" />
          </span>
        }
      />
      <AllDeals cardAction={DealHeart} />
    </>
  );
}
