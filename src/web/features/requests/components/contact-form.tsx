import { API_CONTACT_REQUEST } from '@shared/api-paths';
import type { ContactInput } from '@shared/requests/contact';
import { CONTACT_MESSAGES } from '@shared/requests/contact-messages';
import { SubmissionSuccess } from '@web/components/form/submission-success';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { applyFieldErrors } from '@web/lib/apply-field-errors';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { submissionErrorMessage } from '@web/lib/submission-error';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSubmitRequest } from '../api/submit-request';

const contactRules = lazyZodResolver<ContactInput>(() =>
  import('@shared/requests/contact').then((module) => module.contactSchema),
);

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY);

/** Spec 2, section 2 (Contact): the form, its rules (section 5) and toasts (section 8). */
export function ContactForm() {
  const submit = useSubmitRequest<ContactInput>(API_CONTACT_REQUEST);
  const [reference, setReference] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput>({ resolver: contactRules.resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const submitted = await submit.mutateAsync(values);
      toast.success(CONTACT_MESSAGES.successTitle, { description: CONTACT_MESSAGES.success });
      reset(EMPTY);
      setReference(submitted.reference);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) {
        toast.error(CONTACT_MESSAGES.failureTitle, {
          description: submissionErrorMessage(error, CONTACT_MESSAGES.failure),
        });
      }
    }
  });

  if (reference) {
    return (
      <SubmissionSuccess
        title={CONTACT_MESSAGES.successTitle}
        message={CONTACT_MESSAGES.success}
        reference={reference}
        resetLabel="Send another message"
        onReset={() => setReference(null)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={contactRules.preload} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label="Message"
        rows={6}
        required
        className="sm:col-span-2"
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" busy={submit.isPending} className="w-full sm:w-auto">
          {submit.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
