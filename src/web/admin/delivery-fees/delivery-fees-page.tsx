import { formatDateTime } from '@shared/dates';
import type { GhanaRegion } from '@shared/ghana-regions';
import { formatCedis } from '@shared/money';
import type { RegionDeliveryFee } from '@shared/orders/delivery-fee';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useChangedValues } from '@web/lib/use-changed-values';
import type { FormEvent } from 'react';
import { useAdminDeliveryFees, useSetDeliveryFees } from '../api/delivery-fees';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';

/** One region's fee: its label, when it was set, and the amount as typed (with its error). */
function FeeField({
  fee,
  value,
  error,
  onChange,
}: {
  fee: RegionDeliveryFee;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const inputId = `fee-${fee.region}`;
  const errorId = `${inputId}-error`;
  return (
    <li className="flex break-inside-avoid flex-wrap items-center gap-x-3 gap-y-1 border-b border-stone-100 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-bold text-stone-900">
          {fee.label}
        </label>
        <p className="text-xs text-stone-500">
          {fee.updatedAt ? (
            <>
              Set{' '}
              <time dateTime={fee.updatedAt} className="whitespace-nowrap">
                {formatDateTime(fee.updatedAt)}
              </time>
            </>
          ) : (
            'Default'
          )}
        </p>
      </div>
      <div className="flex w-36 shrink-0 items-center gap-2">
        <span className="text-sm text-stone-600" aria-hidden="true">
          GH₵
        </span>
        <Input
          id={inputId}
          inputMode="decimal"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Every region's fee in one form with one Save: only the fees changed are sent (and logged). */
function DeliveryFeesForm({ fees }: { fees: readonly RegionDeliveryFee[] }) {
  const values = useChangedValues(
    Object.fromEntries(fees.map((fee) => [fee.region, fee.fee])) as Record<GhanaRegion, string>,
  );
  const { changed, count } = values;
  const save = useSetDeliveryFees();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) {
      toast.info('Nothing to save', { description: 'No fee was changed.' });
      return;
    }
    try {
      const saved = await save.mutateAsync(changed);
      const words = fees
        .filter((fee) => changed[fee.region] !== undefined)
        .map((fee) => `${fee.label} ${formatCedis(saved.fees.find((s) => s.region === fee.region)!.fee)}`);
      toast.success(count === 1 ? 'Delivery fee saved' : `${count} delivery fees saved`, {
        description: words.join(', '),
      });
      values.saved();
    } catch (error) {
      values.refused(error, 'fees');
      toast.error('Error', { description: errorMessage(error, 'The fees could not be saved.', [400]) });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Delivery fees" noValidate>
      <ul className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm md:columns-2 md:gap-8">
        {fees.map((fee) => (
          <FeeField
            key={fee.region}
            fee={fee}
            value={values.valueOf(fee.region)}
            error={values.errors[fee.region]}
            onChange={(value) => values.type(fee.region, value)}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 mt-4 flex flex-wrap items-center justify-end gap-3 bg-stone-50/95 py-3">
        <p className="text-sm text-stone-600" aria-live="polite">
          {count === 0 ? 'No changes' : count === 1 ? '1 fee changed' : `${count} fees changed`}
        </p>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** The delivery fee of deal orders under the free-delivery threshold, per region (ADR 040). */
export function DeliveryFeesPage() {
  const fees = useAdminDeliveryFees();
  return (
    <AdminLayout
      title="Delivery fees"
      description={`What a deal order pays for delivery in each region, below ${
        fees.data ? formatCedis(fees.data.freeFrom) : 'GH₵100.00'
      }; from there delivery is free.`}
    >
      <h2 className="sr-only">Regions</h2>
      <AdminListStates
        query={fees}
        rows={fees.data?.fees}
        loadingLabel="Loading delivery fees…"
        errorText="The delivery fees could not be loaded."
        emptyText="No regions."
        boxClassName=""
      >
        {(rows) => <DeliveryFeesForm fees={rows} />}
      </AdminListStates>
    </AdminLayout>
  );
}
