import { TABS_DRAWER_TITLE } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_TABS, type CatalogueTab } from '@shared/catalogue/catalogue-url';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';
import { TAB_ICONS } from './tab-icons';

export interface CatalogueTabsDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: CatalogueTab;
  onTabChange(tab: CatalogueTab): void;
  onCloseAutoFocus(event: Event): void;
}

/** The catalogue's tabs under 768 px: a drawer titled "Select Category" (docs/product/catalogue.md, "The catalogue page"). */
export default function CatalogueTabsDrawer({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onCloseAutoFocus,
}: CatalogueTabsDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        title={TABS_DRAWER_TITLE}
        description="Show all products, one country's suppliers, or the categories."
        closeLabel="Close"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <ul className="flex flex-col gap-1 px-3 py-4">
          {CATALOGUE_TABS.map(({ value, label }) => {
            const Icon = TAB_ICONS[value];
            const current = value === tab;
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-current={current || undefined}
                  onClick={() => onTabChange(value)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-semibold',
                    current ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100',
                  )}
                >
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  {current ? <Check className="size-5 text-brand-700" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
