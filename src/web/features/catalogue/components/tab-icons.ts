import { Factory, Flag, LayoutGrid, type LucideIcon, Package } from 'lucide-react';
import type { CatalogueTab } from '../utils/catalogue-filters';

export const TAB_ICONS: Record<CatalogueTab, LucideIcon> = {
  all: Package,
  usa: Flag,
  china: Factory,
  categories: LayoutGrid,
};
