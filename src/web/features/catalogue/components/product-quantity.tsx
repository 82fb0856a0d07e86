import { CHECKOUT_LIMITS } from '@shared/checkout/checkout-messages';
import { StepButton } from '@web/components/ui/quantity-stepper';
import { useKeptBeforeHydration } from '@web/lib/kept-before-hydration';
import { useDraft } from '@web/lib/use-draft';
import { Minus, Plus } from 'lucide-react';
import { useId, useRef } from 'react';

export interface ProductQuantityProps {
  value: number;
  onChange: (value: number) => void;
  /** The product's minimum order quantity. */
  min: number;
  disabled?: boolean;
}

/**
 * What a typed quantity becomes (docs/product/catalogue.md, "The product page"): an unparseable entry becomes 1, raised to the
 * minimum (the quantity never goes below it); a whole number below the minimum is ignored (the
 * previous quantity stays); above the most one order may hold, it is capped.
 */
export function nextQuantity(text: string, previous: number, min: number): number {
  const parsed = Number.parseInt(text, 10);
  if (Number.isNaN(parsed)) return Math.max(1, min);
  if (parsed < min) return previous;
  return Math.min(parsed, CHECKOUT_LIMITS.quantity);
}

const buttonClass =
  'inline-flex size-11 shrink-0 items-center justify-center text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent [&_svg]:size-4';

/**
 * Minus, a number field and plus, with "Minimum order: N units". The field accepts any typing and
 * settles on blur or Enter; a valid number counts at once, so the running total follows the typing.
 */
export function ProductQuantity({ value, onChange, min, disabled = false }: ProductQuantityProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useDraft(String(value));
  const max = CHECKOUT_LIMITS.quantity;

  // A quantity typed before the page hydrated counts once it has.
  const input = useRef<HTMLInputElement>(null);
  useKeptBeforeHydration(input, draft, (text) => {
    const next = nextQuantity(text, value, min);
    setDraft(String(next));
    if (next !== value) onChange(next);
  });

  const settle = () => {
    const next = nextQuantity(draft, value, min);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-stone-900">
        Quantity
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
          <StepButton
            className={buttonClass}
            label="Decrease quantity"
            icon={<Minus aria-hidden="true" />}
            disabled={disabled || value <= min}
            onPress={() => onChange(Math.max(min, value - 1))}
          />
          <input
            ref={input}
            id={inputId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={draft}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              const parsed = Number(text);
              if (text !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max) onChange(parsed);
            }}
            onBlur={settle}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                settle();
              }
            }}
            className="h-11 w-16 [appearance:textfield] border-x border-stone-200 bg-white text-center text-base font-semibold text-stone-900 tabular-nums focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:bg-stone-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <StepButton
            className={buttonClass}
            label="Increase quantity"
            icon={<Plus aria-hidden="true" />}
            disabled={disabled || value >= max}
            onPress={() => onChange(Math.min(max, value + 1))}
          />
        </div>
        <p id={hintId} className="text-sm text-stone-600">
          Minimum order: {min} {min === 1 ? 'unit' : 'units'}
        </p>
      </div>
    </div>
  );
}
