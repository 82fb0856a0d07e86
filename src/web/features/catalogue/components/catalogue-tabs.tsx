import { TABS_DRAWER_TITLE } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_TABS, type CatalogueTab } from '@shared/catalogue/catalogue-url';
import { LazyPart } from '@web/components/layout/lazy-part';
import { DisclosureBeforeHydration } from '@web/components/ui/before-hydration';
import { TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { lazyComponent } from '@web/lib/load-chunk';
import { Check, ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { tabLabel } from '../utils/catalogue-filters';
import { TAB_ICONS } from './tab-icons';

const drawerButtonClass =
  'flex h-11 w-full min-w-0 items-center gap-1 rounded-lg border border-stone-300 bg-white pr-2.5 pl-3 text-left text-sm font-semibold text-stone-900 shadow-xs hover:border-stone-400';

// The drawer's dialog code loads when it is first wanted (pointed at, focused or pressed).
const loadDrawer = () => import('./catalogue-tabs-drawer');
const CatalogueTabsDrawer = lazyComponent(loadDrawer, 'default');

export interface CatalogueTabsProps {
  tab: CatalogueTab;
  onTabChange(tab: CatalogueTab): void;
  /** Each tab's URL: the tabs are links, followed before the page's scripts have run. */
  hrefFor(tab: CatalogueTab): string;
  /** Classes of the tab list (768 px and wider). */
  listClassName?: string;
  /** Classes of the drawer's button (under 768 px). */
  buttonClassName?: string;
}

/**
 * The tabs All Products, USA Suppliers, Chinese Suppliers and Categories; under 768 px a button
 * showing the current tab opens them in a drawer titled "Select Category" (docs/product/catalogue.md, "The catalogue page"). Must be inside
 * the page's <Tabs>.
 */
export function CatalogueTabs({
  tab,
  onTabChange,
  hrefFor,
  listClassName,
  buttonClassName,
}: CatalogueTabsProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerButtonLabel = (
    <>
      <span className="flex-1 truncate">{tabLabel(tab)}</span>
      <ChevronDown className="size-4 text-stone-500 group-open/disclosure:rotate-180" aria-hidden="true" />
    </>
  );

  return (
    <>
      <TabsList aria-label="Products" className={cn('hidden md:grid', listClassName)}>
        {CATALOGUE_TABS.map(({ value, label }) => {
          const Icon = TAB_ICONS[value];
          return (
            <TabsTrigger
              key={value}
              value={value}
              href={hrefFor(value)}
              className="inline-flex items-center justify-center gap-2"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>

      {/* Before the page's scripts, the drawer's links open below the button (a native <details>). */}
      <DisclosureBeforeHydration
        className={cn(drawerButtonClass, 'h-full')}
        wrapperClassName={cn('relative h-11 md:hidden', buttonClassName)}
        label={drawerButtonLabel}
        aria-label={`${TABS_DRAWER_TITLE}: ${tabLabel(tab)}`}
        panel={
          <nav
            aria-label={TABS_DRAWER_TITLE}
            className="absolute top-full right-0 z-30 mt-1 w-[min(18rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
          >
            <ul className="flex flex-col gap-1">
              {CATALOGUE_TABS.map(({ value, label }) => {
                const Icon = TAB_ICONS[value];
                const current = value === tab;
                return (
                  <li key={value}>
                    <Link
                      to={hrefFor(value)}
                      aria-current={current || undefined}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-semibold',
                        current ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
                      )}
                    >
                      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                      <span className="flex-1">{label}</span>
                      {current ? (
                        <Check className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        }
      >
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-label={`${TABS_DRAWER_TITLE}: ${tabLabel(tab)}`}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          className={cn(drawerButtonClass, 'md:hidden', buttonClassName)}
        >
          {drawerButtonLabel}
        </button>
      </DisclosureBeforeHydration>
      {drawerWanted ? (
        <LazyPart>
          <CatalogueTabsDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            tab={tab}
            onTabChange={(value) => {
              setDrawerOpen(false);
              onTabChange(value);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
