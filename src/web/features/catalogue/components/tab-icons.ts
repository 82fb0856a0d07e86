import type { CatalogueTab } from '@shared/catalogue/catalogue-url';
import { Factory, Flag, LayoutGrid, type LucideIcon, Package } from 'lucide-react';

export const TAB_ICONS: Record<CatalogueTab, LucideIcon> = {
  all: Package,
  usa: Flag,
  china: Factory,
  categories: LayoutGrid,
};
