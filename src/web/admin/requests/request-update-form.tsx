import {
  type AdminRequestDetail,
  type RequestUpdate,
  type RequestUpdateInput,
  requestUpdateSchema,
} from '@shared/requests/admin-requests';
import {
  nextRequestStatuses,
  REQUEST_ADMIN_MESSAGES,
  REQUEST_STATUSES,
} from '@shared/requests/request-status';
import { SelectField } from '@web/components/form/select-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateRequest } from '../api/update-request';

const rules = lazyZodResolver<RequestUpdateInput, RequestUpdate>(async () => requestUpdateSchema);

/**
 * The status (the current one, or one the transition rule allows next) and the internal note.
 * The server checks the rule again: a refused move comes back as the status field's message.
 */
export function RequestUpdateForm({ request, onDone }: { request: AdminRequestDetail; onDone: () => void }) {
  const update = useUpdateRequest();
  const choices = [request.status, ...nextRequestStatuses(request.status)].map((value) => ({
    value,
    label:
      value === request.status ? `${REQUEST_STATUSES.labels[value]} (now)` : REQUEST_STATUSES.labels[value],
  }));
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { status: request.status, adminNote: request.adminNote ?? '' },
    send: (input) => update.mutateAsync({ reference: request.reference, input }),
    messages: { failureTitle: 'Error', failure: REQUEST_ADMIN_MESSAGES.updateFailed },
    refusals: [409],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(REQUEST_ADMIN_MESSAGES.updated);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Update request">
      <SelectField
        label="Status"
        options={choices}
        hint={
          choices.length === 1
            ? 'This request is closed: its status can no longer change.'
            : 'The requester sees the status on the Track page.'
        }
        {...field('status')}
      />
      <TextareaField
        label="Internal note"
        rows={3}
        hint="Only admins see this note."
        {...field('adminNote')}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
