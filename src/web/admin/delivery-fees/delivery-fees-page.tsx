import { formatDateTime } from '@shared/dates';
import type { GhanaRegion } from '@shared/ghana-regions';
import { formatCedis } from '@shared/money';
import type { RegionDeliveryFee } from '@shared/orders/delivery-fee';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useAdminDeliveryFees, useSetDeliveryFee } from '../api/delivery-fees';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';

/** One region's fee with its own Save: a change is written (and logged) one region at a time. */
function FeeRow({ fee }: { fee: RegionDeliveryFee }) {
  const [value, setValue] = useState(fee.fee);
  const save = useSetDeliveryFee();
  const inputId = `fee-${fee.region}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ region: fee.region as GhanaRegion, fee: value });
      toast.success('Delivery fee saved', { description: `${fee.label}: ${formatCedis(value)}` });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'The fee could not be saved.', [400, 404]) });
    }
  };

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-bold text-stone-900">
            {fee.label}
          </label>
          <p className="text-xs text-stone-500">
            {fee.updatedAt ? (
              <>
                Set <time dateTime={fee.updatedAt}>{formatDateTime(fee.updatedAt)}</time>
              </>
            ) : (
              'Default'
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-stone-600">GH₵</span>
          <Input
            id={inputId}
            inputMode="decimal"
            className="w-24"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" size="sm" busy={save.isPending} disabled={value.trim() === fee.fee}>
            Save
          </Button>
        </div>
      </form>
    </li>
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
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {rows.map((fee) => (
              <FeeRow key={`${fee.region}-${fee.fee}`} fee={fee} />
            ))}
          </ul>
        )}
      </AdminListStates>
    </AdminLayout>
  );
}
