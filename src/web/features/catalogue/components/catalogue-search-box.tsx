import { SEARCH_PLACEHOLDER } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_SEARCH_MAX_LENGTH } from '@shared/catalogue/catalogue-page';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Search } from 'lucide-react';

export interface CatalogueSearchBoxProps {
  value: string;
  onChange(text: string): void;
  /** Enter: search now rather than when typing pauses. */
  onSubmit(): void;
  className?: string;
}

/** The catalogue's search box ("Search products..."): name, description or category, any case. */
export function CatalogueSearchBox({ value, onChange, onSubmit, className }: CatalogueSearchBoxProps) {
  return (
    <form
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search products"
        maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className="pl-9"
      />
    </form>
  );
}
