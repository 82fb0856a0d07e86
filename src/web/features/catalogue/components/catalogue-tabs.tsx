import { TABS_DRAWER_TITLE } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_TABS, type CatalogueTab } from '@shared/catalogue/catalogue-url';
import { LazyPart } from '@web/components/layout/lazy-part';
import { TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';
import { lazyComponent } from '@web/lib/load-chunk';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { tabLabel } from '../utils/catalogue-filters';
import { TAB_ICONS } from './tab-icons';

// The drawer's dialog code loads when it is first wanted (pointed at, focused or pressed).
const loadDrawer = () => import('./catalogue-tabs-drawer');
const CatalogueTabsDrawer = lazyComponent(loadDrawer, 'default');

export interface CatalogueTabsProps {
  tab: CatalogueTab;
  onTabChange(tab: CatalogueTab): void;
  /** Classes of the tab list (768 px and wider). */
  listClassName?: string;
  /** Classes of the drawer's button (under 768 px). */
  buttonClassName?: string;
}

/**
 * The tabs All Products, USA Suppliers, Chinese Suppliers and Categories; under 768 px a button
 * showing the current tab opens them in a drawer titled "Select Category" (spec 1). Must be inside
 * the page's <Tabs>.
 */
export function CatalogueTabs({ tab, onTabChange, listClassName, buttonClassName }: CatalogueTabsProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <TabsList aria-label="Products" className={cn('hidden md:grid', listClassName)}>
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
        className={cn(
          'flex h-11 w-full min-w-0 items-center gap-1 rounded-lg border border-stone-300 bg-white pr-2.5 pl-3 text-left text-sm font-semibold text-stone-900 shadow-xs hover:border-stone-400 md:hidden',
          buttonClassName,
        )}
      >
        <span className="flex-1 truncate">{tabLabel(tab)}</span>
        <ChevronDown className="size-4 text-stone-500" aria-hidden="true" />
      </button>
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
