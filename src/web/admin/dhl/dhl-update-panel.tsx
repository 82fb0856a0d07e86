import {
  type AdminDhlShipment,
  DHL_ADMIN_MESSAGES,
  type DhlShipmentUpdate,
  type DhlShipmentUpdateInput,
  dhlShipmentUpdateSchema,
} from '@shared/dhl/dhl-shipment-update';
import { formatCedis } from '@shared/money';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateDhlShipment } from '../api/update-dhl-shipment';
import { DHL_STATUS_OPTIONS } from './dhl-status';

const rules = lazyZodResolver<DhlShipmentUpdateInput, DhlShipmentUpdate>(async () => dhlShipmentUpdateSchema);

/**
 * The update panel (docs/product/admin.md, "DHL shipments"): status, DHL tracking number, admin notes, and the quoted
 * and final prices, which change only when filled in (blank keeps the stored price).
 */
export function DhlUpdatePanel({ shipment, onDone }: { shipment: AdminDhlShipment; onDone: () => void }) {
  const update = useUpdateDhlShipment();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: {
      status: shipment.status,
      dhlTrackingNumber: shipment.dhlTrackingNumber ?? '',
      adminNotes: shipment.adminNotes ?? '',
      quotedPriceGhs: '',
      finalPriceGhs: '',
    },
    send: (input) => update.mutateAsync({ id: shipment.id, input }),
    messages: { failureTitle: 'Error', failure: DHL_ADMIN_MESSAGES.updateFailed },
    refusals: [],
    onSuccess: () => {
      toast.success(DHL_ADMIN_MESSAGES.updated);
      onDone();
    },
  });

  const current = (price: string | null) =>
    price === null ? 'Not set yet.' : `Now ${formatCedis(price)}. Leave blank to keep it.`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Update shipment">
      <SelectField label="Status" options={DHL_STATUS_OPTIONS} {...field('status')} />
      <TextField label="DHL tracking number" autoComplete="off" {...field('dhlTrackingNumber')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Quoted price (GH₵)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={current(shipment.quotedPriceGhs)}
          {...field('quotedPriceGhs')}
        />
        <TextField
          label="Final price (GH₵)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={current(shipment.finalPriceGhs)}
          {...field('finalPriceGhs')}
        />
      </div>
      <TextareaField label="Admin notes" rows={3} {...field('adminNotes')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
