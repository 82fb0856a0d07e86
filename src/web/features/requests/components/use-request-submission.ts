import { applyFieldErrors } from '@web/lib/apply-field-errors';
import { submissionErrorMessage } from '@web/lib/submission-error';
import { useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { useSubmitRequest } from '../api/submit-request';

/** A form's toasts (spec 2, section 8). */
export interface RequestMessages {
  successTitle: string;
  success: string;
  failureTitle: string;
  failure: string;
}

/** Every field of a form as its inputs hold it: text (a number input's value is text too). */
export type FormValues<Input> = { [Field in keyof Input]-?: string };

/**
 * Sends a service form: on success the spec's toast, the form emptied and the reference kept for
 * the success panel; on failure the server's field messages under their fields, or a toast.
 */
export function useRequestSubmission<Values extends FieldValues>(options: {
  path: string;
  messages: RequestMessages;
  form: UseFormReturn<Values>;
  empty: Values;
}) {
  const { path, messages, form, empty } = options;
  const submit = useSubmitRequest<Values>(path);
  const [reference, setReference] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const submitted = await submit.mutateAsync(values);
      toast.success(messages.successTitle, { description: messages.success });
      form.reset(empty as DefaultValues<Values>);
      setReference(submitted.reference);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, Object.keys(empty))) {
        toast.error(messages.failureTitle, { description: submissionErrorMessage(error, messages.failure) });
      }
    }
  });

  return {
    onSubmit,
    isPending: submit.isPending,
    /** Set once the request is stored: the page shows the success panel instead of the form. */
    reference,
    startOver: () => setReference(null),
  };
}
