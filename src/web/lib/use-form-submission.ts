import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { applyFieldErrors } from './apply-field-errors';
import { submissionErrorMessage } from './submission-error';

/** A form's toasts (spec 2, section 8). */
export interface SubmissionMessages {
  successTitle: string;
  success: string;
  failureTitle: string;
  failure: string;
}

/**
 * Sends a service form: on success the spec's toast, the form emptied and the reference kept for
 * the success panel; on failure the server's field messages under their fields, else `onError`
 * (true when it told the customer itself), else the form's failure toast.
 */
export function useFormSubmission<Values extends FieldValues>(options: {
  form: UseFormReturn<Values>;
  empty: Values;
  messages: SubmissionMessages;
  send: (values: Values) => Promise<SubmittedRequest>;
  onError?: (error: unknown) => boolean;
}) {
  const { form, empty, messages, send, onError } = options;
  const [reference, setReference] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const submitted = await send(values);
      toast.success(messages.successTitle, { description: messages.success });
      form.reset(empty as DefaultValues<Values>);
      setReference(submitted.reference);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, Object.keys(empty))) return;
      if (onError?.(error)) return;
      toast.error(messages.failureTitle, { description: submissionErrorMessage(error, messages.failure) });
    }
  });

  return {
    onSubmit,
    /** True while the request is on its way (the submit button says so). */
    isSubmitting: form.formState.isSubmitting,
    /** Set once the request is stored: the page shows the success panel instead of the form. */
    reference,
    startOver: () => setReference(null),
  };
}
