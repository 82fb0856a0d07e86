import { Container } from '@web/components/layout/container';
import { DisclosureBeforeHydration } from '@web/components/ui/before-hydration';
import { CategoryGrid } from '@web/features/catalogue/components/category-grid';
import { cn } from '@web/lib/cn';
import { ArrowRight, ChevronDown, LayoutGrid } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ALL_CATEGORIES_HREF, DESKTOP_CATEGORY_TILES } from './nav-links';

/**
 * The desktop Categories mega-menu: a disclosure button and a full-width panel of up to 9 category
 * tiles plus View All Categories. Closes on Escape (focus returns to the button), on a click
 * outside, and on navigation.
 */
export function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  const look = (expanded: boolean) =>
    cn(
      'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
      expanded ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
    );
  const panelClass = 'absolute inset-x-0 top-full border-t border-b border-stone-200 bg-white shadow-xl';

  return (
    // Before the page's scripts, the same panel opens in a native <details>.
    <DisclosureBeforeHydration
      className={cn(look(false), 'group-open/disclosure:bg-brand-50 group-open/disclosure:text-brand-800')}
      label={
        <>
          <LayoutGrid className="size-4" aria-hidden="true" />
          Categories
          <ChevronDown
            className="size-4 transition-transform group-open/disclosure:rotate-180"
            aria-hidden="true"
          />
        </>
      }
      panel={
        <div className={panelClass}>
          <CategoriesPanel />
        </div>
      }
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={look(open)}
      >
        <LayoutGrid className="size-4" aria-hidden="true" />
        Categories
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className={panelClass}>
        {open ? <CategoriesPanel onNavigate={close} /> : null}
      </div>
    </DisclosureBeforeHydration>
  );
}

/** Up to 9 category tiles and View All Categories. */
function CategoriesPanel({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Container className="grid grid-cols-[minmax(0,15rem)_1fr] gap-8 py-6">
      <div className="flex flex-col gap-3">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Shop by category</p>
        <p className="text-sm leading-relaxed text-stone-600">
          5,000+ products from trusted suppliers in the USA and China, shipped to Ghana.
        </p>
        <Link
          to={ALL_CATEGORIES_HREF}
          onClick={onNavigate}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          View All Categories
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <CategoryGrid
        limit={DESKTOP_CATEGORY_TILES}
        layout="row"
        onNavigate={onNavigate}
        className="grid grid-cols-3 gap-3"
      />
    </Container>
  );
}
