import { TABS_DRAWER_TITLE } from '@shared/catalogue/catalogue-messages';
import { TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { CATALOGUE_TABS, type CatalogueTab, tabLabel } from '../utils/catalogue-filters';
import { TAB_ICONS } from './tab-icons';

// The drawer's dialog code loads when it is first wanted (pointed at, focused or pressed).
const loadDrawer = () => import('./catalogue-tabs-drawer');
const CatalogueTabsDrawer = lazy(loadDrawer);

export interface CatalogueTabsProps {
  tab: CatalogueTab;
  onTabChange(tab: CatalogueTab): void;
}

/**
 * The tabs All Products, USA Suppliers, Chinese Suppliers and Categories; under 768 px a button
 * showing the current tab opens them in a drawer titled "Select Category" (spec 1). Must be inside
 * the page's <Tabs>.
 */
export function CatalogueTabs({ tab, onTabChange }: CatalogueTabsProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const CurrentIcon = TAB_ICONS[tab];

  return (
    <>
      <TabsList aria-label="Products" className="hidden md:grid">
        {CATALOGUE_TABS.map(({ value, label }) => {
          const Icon = TAB_ICONS[value];
          return (
            <TabsTrigger key={value} value={value} className="inline-flex items-center justify-center gap-2">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>

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
        className="flex h-11 w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-sm font-semibold text-stone-900 shadow-xs hover:border-stone-400 md:hidden"
      >
        <CurrentIcon className="size-4 text-brand-700" aria-hidden="true" />
        <span className="flex-1">{tabLabel(tab)}</span>
        <ChevronDown className="size-4 text-stone-500" aria-hidden="true" />
      </button>
      {drawerWanted ? (
        <Suspense fallback={null}>
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
        </Suspense>
      ) : null}
    </>
  );
}
