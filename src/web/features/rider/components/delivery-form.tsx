import { formatCedis } from '@shared/money';
import type { RiderJob } from '@shared/riders/rider-jobs';
import type { DeliveryFormInput, DeliveryInput } from '@shared/riders/rider-updates';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { emptyValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useId, useState } from 'react';
import { uploadProofPhoto } from '../api/upload-proof-photo';
import { currentPosition } from '../current-position';
import { type DeliveryValues, deliveryRules } from './rider-rules';

const EMPTY = emptyValues<DeliveryFormInput>()(['code', 'cashCollected', 'cashReason']);

interface Output {
  code: string | null;
  cashCollected: string;
  cashReason: string | null;
}

/**
 * "Delivered": the receiver's 4-digit code (or, when the receiver could not be texted one, a photo
 * of the parcel at the door) and the cash collected, which must be what was due or come with a
 * reason. Works offline: the delivery waits on the phone, with its time and place.
 */
export function DeliveryForm({
  job,
  queued,
  send,
  onDone,
}: {
  job: RiderJob;
  queued: boolean;
  send: (body: DeliveryInput, expected: RiderJob) => Promise<unknown>;
  onDone: () => void;
}) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoId = useId();
  const { field, onSubmit, isSubmitting } = useSchemaForm<DeliveryValues, Output>({
    rules: deliveryRules,
    defaultValues: { ...EMPTY, cashCollected: job.cashDue },
    queued,
    send: async (values) => {
      setPhotoError(null);
      let photoUrl: string | null = null;
      if (!values.code && photo) {
        try {
          photoUrl = await uploadProofPhoto(photo);
        } catch (error) {
          setPhotoError(
            errorMessage(error, 'The photo could not be sent. Check the connection and try again.'),
          );
          throw error;
        }
      }
      const position = await currentPosition();
      const happenedAt = new Date().toISOString();
      return send(
        {
          ...values,
          photoUrl,
          happenedAt,
          latitude: position?.latitude,
          longitude: position?.longitude,
        },
        {
          ...job,
          status: 'delivered',
          statusLabel: 'Delivered',
          deliveredAt: happenedAt,
          cashCollected: values.cashCollected,
          receiverPhone: null,
        },
      );
    },
    onSuccess: onDone,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <TextField
        label="Receiver's code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        hint="The 4 digits the receiver got by SMS."
        {...field('code')}
      />
      {job.photoAllowed ? (
        <div className="grid gap-1.5">
          <label htmlFor={photoId} className="text-sm font-semibold text-stone-900">
            Or a photo of the parcel at the door
          </label>
          <input
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            aria-describedby={photoError ? `${photoId}-error` : undefined}
            className="text-sm"
          />
          {photoError ? (
            <p id={`${photoId}-error`} className="text-sm text-red-700">
              {photoError}
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField
        label="Cash collected (GH₵)"
        inputMode="decimal"
        hint={`Due: ${formatCedis(job.cashDue)}`}
        required
        {...field('cashCollected')}
      />
      <TextField
        label="Why the cash differs (if it does)"
        hint="Only when you collected more or less than what was due."
        {...field('cashReason')}
      />
      <QueuedNotice queued={queued} />
      <Button type="submit" size="lg" busy={isSubmitting}>
        Confirm delivery
      </Button>
    </form>
  );
}
