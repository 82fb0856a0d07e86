import { ALL_CATEGORIES_LABEL } from '@shared/catalogue/catalogue-messages';
import { cn } from '@web/lib/cn';
import { useKeptBeforeHydration } from '@web/lib/kept-before-hydration';
import { ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { useCategories } from '../api/get-categories';

export interface CategorySelectProps {
  /** '' for All Categories. */
  value: string;
  onChange(category: string): void;
  className?: string;
}

/**
 * The category dropdown: "All Categories" first, then the catalogue's categories by name. The field
 * `category` of the page's GET form: a category chosen before the page's scripts have run is
 * applied once they have.
 */
export function CategorySelect({ value, onChange, className }: CategorySelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  useKeptBeforeHydration(select, value, onChange);
  const { data: categories } = useCategories();
  const names = categories?.map((entry) => entry.name) ?? [];
  // A category from a link that the list does not (or not yet) have still shows as chosen.
  if (value && !names.includes(value)) names.push(value);

  return (
    <div className={cn('relative', className)}>
      <select
        ref={select}
        name="category"
        aria-label="Category"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-11 w-full appearance-none truncate rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 sm:text-sm"
      >
        <option value="">{ALL_CATEGORIES_LABEL}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
    </div>
  );
}
