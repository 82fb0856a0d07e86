import { SEARCH_PLACEHOLDER } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_SEARCH_MAX_LENGTH } from '@shared/catalogue/catalogue-page';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useKeptBeforeHydration } from '@web/lib/kept-before-hydration';
import { Search } from 'lucide-react';
import { useRef } from 'react';

export interface CatalogueSearchBoxProps {
  value: string;
  onChange(text: string): void;
  /**
   * Text typed before the page hydrated, read back as it does (default `onChange`): the shopper has
   * waited for the scripts already, so the catalogue may search it at once rather than after a pause.
   */
  onKept?(text: string): void;
  className?: string;
}

/**
 * The catalogue's search box ("Search products..."): name, description or category, any case.
 * The field `q` of the page's GET form: Enter searches even before the page's scripts have run,
 * and text typed then filters the list once they have.
 */
export function CatalogueSearchBox({
  value,
  onChange,
  onKept = onChange,
  className,
}: CatalogueSearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useKeptBeforeHydration(input, value, onKept);
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        aria-hidden="true"
      />
      <Input
        ref={input}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search products"
        maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
