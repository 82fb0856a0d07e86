import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { formatRate } from '@shared/payouts/commission';
import { LEDGER_ENTRY_LABELS } from '@shared/payouts/payout-words';
import type { AdminVendorLedger } from '@shared/payouts/payouts';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useAdminVendorLedger, useRecordLineReturn, useSetVendorCommission } from '../api/vendor-ledger';

type Entry = AdminVendorLedger['entries'][number];

function OwnRateForm({ vendorId, rate }: { vendorId: string; rate: number | null }) {
  const [percent, setPercent] = useState(rate === null ? '' : String(rate / 100));
  const save = useSetVendorCommission(vendorId);
  const submit = async (event: FormEvent, value: string | null) => {
    event.preventDefault();
    try {
      await save.mutateAsync(value);
      toast.success(
        value === null ? 'The vendor pays its categories’ rates again' : 'Vendor’s own rate saved',
      );
      if (value === null) setPercent('');
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'The rate could not be saved.') });
    }
  };
  const id = `own-rate-${vendorId}`;
  return (
    <form onSubmit={(event) => submit(event, percent)} className="flex flex-wrap items-end gap-3" noValidate>
      <div>
        <Label htmlFor={id}>Own commission rate (%)</Label>
        <Input
          id={id}
          inputMode="decimal"
          className="mt-1 w-28"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" busy={save.isPending}>
        Save own rate
      </Button>
      {rate !== null ? (
        <Button type="button" variant="ghost" onClick={(event) => submit(event, null)}>
          Use category rates
        </Button>
      ) : null}
    </form>
  );
}

function ReturnDialog({ entry, onClose }: { entry: Entry | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const record = useRecordLineReturn();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry?.lineKind || !entry.lineId) return;
    try {
      const { amount } = await record.mutateAsync({ kind: entry.lineKind, id: entry.lineId, reason });
      toast.success('Return recorded', { description: `${formatCedis(amount)} debited from the vendor.` });
      setReason('');
      onClose();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'The return could not be recorded.') });
    }
  };
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry ? (
        <DialogContent
          title="Record a return or refund"
          description={`The vendor is debited ${formatCedis(entry.amount)}, what this sale credited (${entry.orderReference ?? ''}).`}
        >
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <Label htmlFor="return-reason">Why was it returned or refunded?</Label>
            <Textarea
              id="return-reason"
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" variant="destructive" busy={record.isPending}>
              Debit the vendor
            </Button>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** One vendor's own rate and ledger, each delivered sale with a way to record its return. */
export function VendorLedgerPanel({ vendorId }: { vendorId: string }) {
  const ledger = useAdminVendorLedger(vendorId);
  const [returning, setReturning] = useState<Entry | null>(null);
  if (ledger.isPending) return <Spinner className="py-6" label="Loading the ledger…" />;
  if (ledger.isError) return <p className="text-sm text-red-700">The ledger could not be loaded.</p>;
  const { vendor, entries } = ledger.data;
  return (
    <div className="flex flex-col gap-4 border-t border-stone-100 pt-4">
      <OwnRateForm vendorId={vendor.id} rate={vendor.commissionOverride} />
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">No entries yet.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {LEDGER_ENTRY_LABELS[entry.kind]}
                  {entry.orderReference ? ` · ${entry.orderReference}` : ''} · {formatCedis(entry.amount)}
                </p>
                <p className="break-words text-stone-600">
                  {entry.description}
                  {entry.rate !== null ? ` (${formatRate(entry.rate)})` : ''} ·{' '}
                  {formatDateTime(entry.createdAt)}
                </p>
              </div>
              {entry.kind === 'sale' && !entry.returned ? (
                <Button variant="outline" size="sm" onClick={() => setReturning(entry)}>
                  Record a return
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReturnDialog entry={returning} onClose={() => setReturning(null)} />
    </div>
  );
}
