import { ALL_CATEGORIES_LABEL, SEARCH_PLACEHOLDER } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_SEARCH_MAX_LENGTH } from '@shared/catalogue/catalogue-page';
import { Input } from '@web/components/ui/input';
import { ChevronDown, Search } from 'lucide-react';
import { useCategories } from '../api/get-categories';

export interface CatalogueSearchBarProps {
  searchText: string;
  onSearchTextChange(text: string): void;
  /** Enter in the search box: search now. */
  onSearchSubmit(): void;
  category: string;
  onCategoryChange(category: string): void;
}

/** The search box ("Search products...") and the category dropdown ("All Categories" first). */
export function CatalogueSearchBar({
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  category,
  onCategoryChange,
}: CatalogueSearchBarProps) {
  const { data: categories } = useCategories();
  const names = categories?.map((entry) => entry.name) ?? [];
  // A category from a link that the list does not (or not yet) have still shows as chosen.
  if (category && !names.includes(category)) names.push(category);

  return (
    <search aria-label="Filter products" className="flex flex-col gap-3 sm:flex-row">
      <form
        className="relative sm:flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit();
        }}
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search products"
          maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          className="pl-9"
        />
      </form>
      <div className="relative sm:w-64">
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          className="block h-11 w-full appearance-none rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 sm:text-sm"
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
    </search>
  );
}
