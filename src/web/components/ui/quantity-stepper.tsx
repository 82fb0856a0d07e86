import { cn } from '@web/lib/cn';
import { LoaderCircle, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { PressBeforeHydration } from './before-hydration';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The minus button is disabled at this value (use 0 where going below 1 removes something). */
  min?: number;
  max?: number;
  /** The group's accessible name, also spoken with the value when it changes. */
  label?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  className?: string;
}

const sizes = {
  sm: { button: 'size-8 [&_svg]:size-3.5', value: 'min-w-8 text-sm' },
  md: { button: 'size-11 [&_svg]:size-4', value: 'min-w-12 text-base' },
} as const;

/** Minus, the value and plus. The value is announced politely when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label = 'Quantity',
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  size = 'md',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const look = sizes[size];
  const buttonClass = cn(
    'inline-flex shrink-0 items-center justify-center text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent',
    look.button,
  );
  return (
    <fieldset
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 items-center overflow-hidden rounded-lg border border-stone-300 bg-white',
        className,
      )}
    >
      <StepButton
        className={buttonClass}
        label={decreaseLabel}
        icon={<Minus aria-hidden="true" />}
        disabled={disabled || value <= min}
        onPress={() => onChange(value - 1)}
      />
      <span
        aria-live="polite"
        aria-atomic="true"
        className={cn('px-1 text-center font-semibold text-stone-900 tabular-nums', look.value)}
      >
        <span className="sr-only">{label}: </span>
        {value}
      </span>
      <StepButton
        className={buttonClass}
        label={increaseLabel}
        icon={<Plus aria-hidden="true" />}
        disabled={disabled || value >= max}
        onPress={() => onChange(value + 1)}
      />
    </fieldset>
  );
}

interface StepButtonProps {
  className: string;
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onPress(): void;
}

/** An icon button that steps (minus, plus, an arrow); pressed before a server-rendered page hydrated, it steps once it has. */
export function StepButton({ className, label, icon, disabled, onPress }: StepButtonProps) {
  const button = (
    <button type="button" className={className} aria-label={label} disabled={disabled} onClick={onPress}>
      {icon}
    </button>
  );
  return (
    <PressBeforeHydration
      disabled={disabled}
      className={className}
      aria-label={label}
      label={icon}
      pendingLabel={<LoaderCircle className="animate-spin" aria-hidden="true" />}
      onPress={onPress}
    >
      {button}
    </PressBeforeHydration>
  );
}
