import { API_CONTACT_REQUEST } from '@shared/api-paths';
import type { ContactInput } from '@shared/requests/contact';
import { CONTACT_MESSAGES } from '@shared/requests/contact-messages';
import { ContactFields } from '@web/components/form/contact-fields';
import { ServiceForm, useServiceForm } from '@web/components/form/service-form';
import { TextField } from '@web/components/form/text-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { emptyValues, type FormValues } from '@web/lib/use-schema-form';
import { useSubmitRequest } from '../api/submit-request';

type Values = FormValues<ContactInput>;

const contactRules = lazyZodResolver<Values>(() =>
  import('@shared/requests/contact').then((module) => module.contactSchema),
);

const EMPTY = emptyValues<ContactInput>()(['name', 'email', 'phone', 'subject', 'message']);

/** The form, its rules and its toasts (docs/product/services.md, "Contact"). */
export function ContactForm() {
  const service = useServiceForm({
    rules: contactRules,
    defaultValues: EMPTY,
    draft: 'request:contact',
    submit: useSubmitRequest<Values>(API_CONTACT_REQUEST, 'Your message'),
    messages: CONTACT_MESSAGES,
    prefill: (saved) => ({ name: saved.name, email: saved.email, phone: saved.phone }),
  });
  const { field } = service;

  return (
    <ServiceForm
      service={service}
      gap="gap-4"
      submitLabel="Send Message"
      busyLabel="Sending..."
      submitPlace="start"
      resetLabel="Send another message"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          emailFirst
          fullName={{ required: true, ...field('name') }}
          email={{ required: true, ...field('email') }}
          phone={{ required: true, placeholder: undefined, ...field('phone') }}
        />
        <TextField label="Subject" required {...field('subject')} />
        <TextareaField label="Message" rows={6} required className="sm:col-span-2" {...field('message')} />
      </div>
    </ServiceForm>
  );
}
