import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDhlShipment,
  DHL_ADMIN_MESSAGES,
  type DhlShipmentUpdate,
  type DhlShipmentUpdateInput,
  dhlShipmentUpdateSchema,
} from '@shared/dhl/dhl-shipment-update';
import { formatCedis } from '@shared/money';
import { SelectField } from '@web/components/form/select-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { applyFieldErrors } from '@web/lib/apply-field-errors';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useUpdateDhlShipment } from '../api/update-dhl-shipment';
import { DHL_STATUS_OPTIONS } from './dhl-status';

const FIELDS = ['status', 'dhlTrackingNumber', 'adminNotes', 'quotedPriceGhs', 'finalPriceGhs'];

/**
 * The update panel (spec 2, section 7): status, DHL tracking number, admin notes, and the quoted
 * and final prices, which change only when filled in (blank keeps the stored price).
 */
export function DhlUpdatePanel({ shipment, onDone }: { shipment: AdminDhlShipment; onDone: () => void }) {
  const update = useUpdateDhlShipment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DhlShipmentUpdateInput, unknown, DhlShipmentUpdate>({
    resolver: zodResolver(dhlShipmentUpdateSchema),
    defaultValues: {
      status: shipment.status,
      dhlTrackingNumber: shipment.dhlTrackingNumber ?? '',
      adminNotes: shipment.adminNotes ?? '',
      quotedPriceGhs: '',
      finalPriceGhs: '',
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync({ id: shipment.id, input });
      toast.success(DHL_ADMIN_MESSAGES.updated);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      toast.error('Error', { description: DHL_ADMIN_MESSAGES.updateFailed });
    }
  });

  const current = (price: string | null) =>
    price === null ? 'Not set yet.' : `Now ${formatCedis(price)}. Leave blank to keep it.`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Update shipment">
      <SelectField
        label="Status"
        options={DHL_STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <TextField
        label="DHL tracking number"
        autoComplete="off"
        error={errors.dhlTrackingNumber?.message}
        {...register('dhlTrackingNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Quoted price (GH₵)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={current(shipment.quotedPriceGhs)}
          error={errors.quotedPriceGhs?.message}
          {...register('quotedPriceGhs')}
        />
        <TextField
          label="Final price (GH₵)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={current(shipment.finalPriceGhs)}
          error={errors.finalPriceGhs?.message}
          {...register('finalPriceGhs')}
        />
      </div>
      <TextareaField
        label="Admin notes"
        rows={3}
        error={errors.adminNotes?.message}
        {...register('adminNotes')}
      />
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
