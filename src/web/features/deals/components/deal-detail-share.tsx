import { ShareMenu } from '@web/components/ui/share-menu';

/** WhatsApp, share sheet or copied link; the deal page's toast says "Link Copied" (spec 1, section 8). */
export function DealShareButton({ name }: { name: string }) {
  return <ShareMenu name={name} copiedTitle="Link Copied" />;
}
