import { FAILURE_REASONS, failureReasonLabel, type RiderJob } from '@shared/riders/rider-jobs';
import type { FailedAttemptFormInput, JobStepInput } from '@shared/riders/rider-updates';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { SelectField } from '@web/components/form/select-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { emptyValues, useSchemaForm } from '@web/lib/use-schema-form';
import { currentPosition } from '../current-position';
import { type FailedValues, failedRules } from './rider-rules';

const EMPTY = emptyValues<FailedAttemptFormInput>()(['reason', 'nextAttempt']);

/** "Not delivered": why (no one home, refused, wrong address) and when the rider comes again. */
export function FailedForm({
  job,
  queued,
  send,
  onDone,
}: {
  job: RiderJob;
  queued: boolean;
  send: (body: JobStepInput, expected: RiderJob) => Promise<unknown>;
  onDone: () => void;
}) {
  const { field, onSubmit, isSubmitting } = useSchemaForm<
    FailedValues,
    { reason: RiderJob['failureReason'] & string; nextAttempt?: string | undefined }
  >({
    rules: failedRules,
    defaultValues: EMPTY,
    queued,
    send: async (values) => {
      const position = await currentPosition();
      // The day and time picked on the phone are Accra's (UTC all year).
      const nextAttemptAt = values.nextAttempt ? new Date(`${values.nextAttempt}:00Z`).toISOString() : null;
      return send(
        {
          step: 'failed',
          reason: values.reason as 'no_one_home',
          nextAttemptAt,
          happenedAt: new Date().toISOString(),
          latitude: position?.latitude,
          longitude: position?.longitude,
        },
        {
          ...job,
          status: 'failed',
          statusLabel: 'Not delivered',
          failureReason: values.reason,
          nextAttemptAt,
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
      <SelectField
        label="Why it was not delivered"
        placeholder="Choose a reason"
        options={FAILURE_REASONS.map((option) => ({
          value: option.value,
          label: failureReasonLabel(option.value),
        }))}
        required
        {...field('reason')}
      />
      <TextField
        label="Next attempt"
        type="datetime-local"
        hint="When you will come again, if you know."
        {...field('nextAttempt')}
      />
      <QueuedNotice queued={queued} />
      <Button type="submit" size="lg" variant="destructive" busy={isSubmitting}>
        Save: not delivered
      </Button>
    </form>
  );
}
