import { Container } from '@web/components/layout/container';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOnline } from '@web/lib/use-online';
import { rememberedPages, type SavedItem, savedProductsAndDeals } from '@web/pwa/saved-pages';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

/** The names of the pages that need no saved answer to name them. */
const PAGE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/deals': 'Flash Deals',
  '/dropshipping': 'Drop-shipping catalogue',
  '/dropshipping-usa': 'Products from the USA',
  '/dropshipping-china': 'Products from China',
  '/track': 'Track a request',
  '/vendors': 'Sell on GhanaMart',
  '/delivery': 'Delivery request',
  '/driver-rider-application': 'Driver and rider application',
  '/dhl-shipping': 'DHL shipping',
  '/shop-for-me': 'Shop for me',
  '/shop-ship-usa': 'Shop and ship from the USA',
  '/shop-ship-china': 'Shop and ship from China',
  '/shop-ship-dubai': 'Shop and ship from Dubai',
  '/insurance': 'Insurance',
  '/contact': 'Contact us',
  '/about': 'About GhanaMart',
  '/support': 'Support',
  '/terms': 'Terms of service',
  '/privacy': 'Privacy policy',
  '/returns': 'Returns',
  '/rider': 'My deliveries',
};

interface Saved {
  pages: SavedItem[];
  products: SavedItem[];
}

async function readSaved(): Promise<Saved> {
  const [paths, products] = await Promise.all([rememberedPages(), savedProductsAndDeals()]);
  const pages = paths.flatMap((path) => {
    const name = PAGE_NAMES[path];
    return name ? [{ path, name }] : [];
  });
  return { pages, products };
}

/**
 * A page opened offline that this phone never saved (ADR 047): says so, and lists what is saved —
 * the pages opened before and the products and deals whose answers the worker kept — as links that
 * open offline. Back online, the page the shopper asked for loads by itself.
 */
export function OfflinePage() {
  useDocumentTitle("You're offline");
  const online = useOnline();
  const [saved, setSaved] = useState<Saved | null>(null);

  useEffect(() => {
    let current = true;
    readSaved()
      .catch((): Saved => ({ pages: [], products: [] }))
      .then((found) => {
        if (current) setSaved(found);
      });
    return () => {
      current = false;
    };
  }, []);

  // Only when the connection comes back: the server may be what failed while the phone says online,
  // and reloading then would loop.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) window.location.reload();
    wasOnline.current = online;
  }, [online]);

  const nothing = saved && saved.pages.length === 0 && saved.products.length === 0;
  return (
    <Container className="flex flex-1 flex-col py-10 sm:py-16">
      <WifiOff className="size-10 text-stone-400" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        You're offline
      </h1>
      <p className="mt-3 max-w-xl text-base text-stone-600">
        This page isn't saved on your phone. It opens as soon as the connection is back.
        {nothing
          ? ' Pages you open while online are kept for times like this.'
          : ' Meanwhile, these are saved:'}
      </p>
      <div className="mt-6">
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
      {saved && saved.pages.length > 0 ? <SavedList title="Saved pages" items={saved.pages} /> : null}
      {saved && saved.products.length > 0 ? (
        <SavedList title="Saved products and deals" items={saved.products} />
      ) : null}
    </Container>
  );
}

function SavedList({ title, items }: { title: string; items: SavedItem[] }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-lg font-bold text-stone-900">{title}</h2>
      <ul className="mt-3 flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="block px-4 py-3 font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
