import { API_CONTACT_REQUEST } from '@shared/api-paths';
import type { ContactInput } from '@shared/requests/contact';
import { CONTACT_MESSAGES } from '@shared/requests/contact-messages';
import { ContactFields } from '@web/components/form/contact-fields';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { SubmissionSuccess } from '@web/components/form/submission-success';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { usePrefill } from '@web/lib/prefill';
import { emptyValues, type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<ContactInput>;

const contactRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/contact').then((module) => module.contactSchema),
);

const EMPTY = emptyValues<ContactInput>()(['name', 'email', 'phone', 'subject', 'message']);

/** The form, its rules and its toasts (docs/product/services.md, "Contact"). */
export function ContactForm() {
  const submit = useSubmitRequest<Values>(API_CONTACT_REQUEST, 'Your message');
  const { form, field, onSubmit, isSubmitting, result, startOver } = useSchemaForm({
    rules: contactRules,
    defaultValues: EMPTY,
    draft: { key: 'request:contact' },
    queued: submit.queued,
    messages: CONTACT_MESSAGES,
    send: submit.mutateAsync,
  });
  // A signed-in shopper's saved details (docs/decisions/039).
  usePrefill(form, (saved) => ({ name: saved.name, email: saved.email, phone: saved.phone }));

  if (result) {
    return (
      <SubmissionSuccess
        title={CONTACT_MESSAGES.successTitle}
        message={CONTACT_MESSAGES.success}
        reference={result.reference}
        resetLabel="Send another message"
        onReset={startOver}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={contactRules.preload} noValidate className="grid gap-4 sm:grid-cols-2">
      <ContactFields
        emailFirst
        fullName={{ required: true, ...field('name') }}
        email={{ required: true, ...field('email') }}
        phone={{ required: true, placeholder: undefined, ...field('phone') }}
      />
      <TextField label="Subject" required {...field('subject')} />
      <TextareaField label="Message" rows={6} required className="sm:col-span-2" {...field('message')} />
      <QueuedNotice queued={submit.queued} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" busy={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
