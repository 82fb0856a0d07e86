import { StaticHtml } from '@web/components/layout/static-html';
import { PROMO_BANNER_TEXT } from '@web/lib/site';
import { Zap } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The slim banner above the header (docs/product/shop-and-pages.md, "The promo banner": up to 90% off, free delivery over ₵100); the same on
 * every page, kept as the server's HTML on a server-rendered page (not hydrated).
 */
export function PromoBanner() {
  return (
    <StaticHtml className="bg-brand-900 text-white">
      <div className="mx-auto flex min-h-9 max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
        <Zap className="size-4 shrink-0 fill-gold-400 text-gold-400" aria-hidden="true" />
        <p>{PROMO_BANNER_TEXT}</p>
        <Link
          to="/deals"
          className="ml-1 hidden shrink-0 font-semibold text-gold-300 underline-offset-4 hover:underline sm:inline"
        >
          Shop deals
        </Link>
      </div>
    </StaticHtml>
  );
}
