import { formatRate } from '@shared/payouts/commission';
import type { AdminCommissionRates } from '@shared/payouts/payouts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useChangedValues } from '@web/lib/use-changed-values';
import type { FormEvent } from 'react';
import { useSetCommissionRates } from '../api/commission-rates';

const percentOf = (rate: number | null) => (rate === null ? '' : String(rate / 100));

/** Every category's commission in one form with one Save: only the rates changed are sent (and logged). */
export function CommissionRatesForm({ rates }: { rates: AdminCommissionRates }) {
  const values = useChangedValues<string>(
    Object.fromEntries(rates.categories.map((entry) => [entry.category, percentOf(entry.rate)])),
  );
  const { changed, count } = values;
  const save = useSetCommissionRates();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) {
      toast.info('Nothing to save', { description: 'No rate was changed.' });
      return;
    }
    try {
      await save.mutateAsync(changed);
      toast.success(count === 1 ? 'Commission rate saved' : `${count} commission rates saved`);
      values.saved();
    } catch (error) {
      values.refused(error, 'rates');
      toast.error('Error', { description: errorMessage(error, 'The rates could not be saved.', [400]) });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Commission rates" noValidate>
      <ul className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm md:columns-2 md:gap-8">
        {rates.categories.map((entry) => {
          const id = `rate-${entry.category.replace(/[^a-z0-9]+/gi, '-')}`;
          const error = values.errors[entry.category];
          return (
            <li
              key={entry.category}
              className="flex break-inside-avoid flex-wrap items-center gap-x-3 gap-y-1 border-b border-stone-100 py-3 last:border-b-0"
            >
              <div className="min-w-0 flex-1">
                <label htmlFor={id} className="block text-sm font-bold text-stone-900">
                  {entry.category}
                </label>
                <p className="text-xs text-stone-500">
                  {entry.rate === null ? `Default, ${formatRate(rates.defaultRate)}` : 'Set by an admin'}
                </p>
              </div>
              <div className="flex w-28 shrink-0 items-center gap-2">
                <Input
                  id={id}
                  inputMode="decimal"
                  value={values.valueOf(entry.category)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => values.type(entry.category, event.target.value)}
                />
                <span className="text-sm text-stone-600" aria-hidden="true">
                  %
                </span>
              </div>
              {error ? (
                <p id={`${id}-error`} className="w-full text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-end gap-3 bg-stone-100/95 py-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {count === 0 ? 'No changes' : count === 1 ? '1 rate changed' : `${count} rates changed`}
        </p>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save rates'}
        </Button>
      </div>
    </form>
  );
}
