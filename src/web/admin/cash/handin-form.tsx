import { formatCedis } from '@shared/money';
import { type CashHandin, type CashHandinInput, cashHandinSchema } from '@shared/riders/rider-admin';
import type { CashDay } from '@shared/riders/rider-words';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRecordCashHandin } from '../api/record-cash-handin';

const rules = lazyZodResolver<CashHandinInput, CashHandin>(async () => cashHandinSchema);

const KIND_OPTIONS = [
  { value: 'cash', label: 'Cash handed in' },
  { value: 'write_off', label: 'Shortfall written off' },
];

/** Records what a rider hands in for a day (in full or in part), or a shortfall the office accepts. */
export function HandinForm({ figure }: { figure: CashDay }) {
  const record = useRecordCashHandin();
  const { field, onSubmit, isSubmitting, form } = useSchemaForm({
    rules,
    defaultValues: {
      riderId: figure.riderId,
      day: figure.day,
      kind: Number(figure.held) > 0 ? 'cash' : 'write_off',
      amount: Number(figure.held) > 0 ? figure.held : figure.short,
      note: '',
    },
    send: (values) => record.mutateAsync(values),
    messages: { failureTitle: 'Could not record', failure: 'Please try again.' },
    refusals: [400, 404, 409],
    onSuccess: (_result, values) => {
      toast.success(
        values.kind === 'cash'
          ? `${formatCedis(values.amount)} handed in by ${figure.riderName}`
          : `${formatCedis(values.amount)} written off`,
      );
      form.reset({ riderId: figure.riderId, day: figure.day, kind: values.kind, amount: '', note: '' });
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-2"
      aria-label={`Record a hand-in of ${figure.riderName}`}
    >
      <SelectField label="What" options={KIND_OPTIONS} {...field('kind')} />
      <TextField label="Amount (GH₵)" inputMode="decimal" required {...field('amount')} />
      <TextField
        label="Note"
        className="sm:col-span-2"
        hint="Required for a write-off: why it is short."
        {...field('note')}
      />
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <Button type="submit" className="w-full sm:w-auto" busy={isSubmitting}>
          Record
        </Button>
      </div>
    </form>
  );
}
