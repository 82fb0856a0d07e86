import { ShareMenu } from '@web/components/ui/share-menu';

/** WhatsApp, share sheet or copied link; the deal page's toast says "Link Copied" (docs/product/deals.md, "The deal page"). */
export function DealShareButton({ name }: { name: string }) {
  return <ShareMenu name={name} copiedTitle="Link Copied" />;
}
