import { type SubmissionMessages, useFormSubmission } from '@web/lib/use-form-submission';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmitRequest } from '../api/submit-request';

/** A form's toasts (spec 2, section 8). */
export type RequestMessages = SubmissionMessages;

/** Every field of a form as its inputs hold it: text (a number input's value is text too). */
export type FormValues<Input> = { [Field in keyof Input]-?: string };

/**
 * Sends a service form to its endpoint under /api/requests: on success the spec's toast, the form
 * emptied and the reference kept for the success panel; on failure the server's field messages
 * under their fields, or a toast (see useFormSubmission).
 */
export function useRequestSubmission<Values extends FieldValues>(options: {
  path: string;
  messages: RequestMessages;
  form: UseFormReturn<Values>;
  empty: Values;
}) {
  const { path, messages, form, empty } = options;
  const submit = useSubmitRequest<Values>(path);
  const { onSubmit, reference, startOver } = useFormSubmission({
    form,
    empty,
    messages,
    send: submit.mutateAsync,
  });
  return { onSubmit, isPending: submit.isPending, reference, startOver };
}
