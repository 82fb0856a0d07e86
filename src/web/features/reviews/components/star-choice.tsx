import { REVIEW_STARS } from '@shared/reviews/review';
import { cn } from '@web/lib/cn';
import { Star } from 'lucide-react';

/**
 * Five radio buttons, "1 star" to "5 stars", drawn as stars filled up to the choice: a fieldset
 * whose legend says what is asked.
 */
export function StarChoice(props: {
  name: string;
  legend: string;
  value: number;
  onChange(value: number): void;
  error?: string;
}) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">{props.legend}</legend>
      <div className="flex flex-wrap gap-1">
        {REVIEW_STARS.map((stars) => {
          const label = `${stars} ${stars === 1 ? 'star' : 'stars'}`;
          return (
            <label
              key={stars}
              className="cursor-pointer rounded-md p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={props.name}
                value={stars}
                checked={props.value === stars}
                onChange={() => props.onChange(stars)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 fill-current',
                  stars <= props.value ? 'text-gold-500' : 'text-stone-300 hover:text-gold-400',
                )}
              />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
      {props.value ? <p className="mt-1 text-sm text-stone-600">{`${props.value} out of 5`}</p> : null}
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
