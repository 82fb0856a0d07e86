import type { SubmittedRequest } from '@shared/requests/request-kinds';
import type { LazyResolver } from '@web/lib/lazy-resolver';
import { type Picked, type PrefillValues, usePrefill } from '@web/lib/prefill';
import { type FormMessages, type SchemaFormOptions, useSchemaForm } from '@web/lib/use-schema-form';
import { type BaseSyntheticEvent, type ReactNode, useRef } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { PressBeforeHydration } from '../ui/before-hydration';
import { Button, buttonVariants } from '../ui/button';
import { QueuedNotice } from './queued-notice';
import { SubmissionSuccess } from './submission-success';

export interface ServiceFormOptions<Values extends FieldValues, Output> {
  /** The shared schema's rules, loaded when the form is first focused. */
  rules: LazyResolver<Values, Output>;
  defaultValues: Values;
  /** Where this browser keeps the form's draft (drafts.ts), e.g. 'request:contact'. */
  draft: string;
  /** The form's submission (`useSubmitRequest` or its like): sent, or queued until the connection returns. */
  submit: { mutateAsync: (values: Output) => Promise<SubmittedRequest>; queued: boolean };
  /** The toasts, and the success panel's title and text. */
  messages: FormMessages & { successTitle: string; success: string };
  /** The signed-in shopper's saved details the form's empty fields take (ADR 039). */
  prefill?: (saved: PrefillValues) => Picked<Path<Values>>;
  /** Instead of the submission's own send (e.g. to refresh a list the server refused). */
  send?: SchemaFormOptions<Values, Output, SubmittedRequest>['send'];
  onError?: SchemaFormOptions<Values, Output, SubmittedRequest>['onError'];
}

const NO_PREFILL = () => ({});

/**
 * A service form's state (delivery, DHL pickup, Shop for Me, Shop & Ship, insurance, vendor
 * registration, driver and rider application, contact): `useSchemaForm` with the form's draft and
 * its offline queue, and the shopper's saved details. Its `field` gives the form's fields their
 * props; `<ServiceForm service={…}>` draws the rest.
 */
export function useServiceForm<Values extends FieldValues, Output = Values>(
  options: ServiceFormOptions<Values, Output>,
) {
  const { rules, defaultValues, draft, submit, messages } = options;
  const schemaForm = useSchemaForm<Values, Output, SubmittedRequest>({
    rules,
    defaultValues,
    draft: { key: draft },
    queued: submit.queued,
    messages,
    send: options.send ?? submit.mutateAsync,
    onError: options.onError,
  });
  usePrefill(schemaForm.form, options.prefill ?? NO_PREFILL);
  return { ...schemaForm, preload: rules.preload, queued: submit.queued, messages };
}

const SUBMIT_PLACES = {
  start: 'w-full sm:w-auto sm:self-start',
  end: 'w-full sm:w-auto sm:self-end',
} as const;

/** What the shell reads of `useServiceForm`. */
export interface ServiceFormState {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  preload: () => void;
  isSubmitting: boolean;
  queued: boolean;
  result: SubmittedRequest | null;
  messages: { successTitle: string; success: string };
  startOver: () => void;
}

export interface ServiceFormProps {
  service: ServiceFormState;
  /** The submit button's words, and its words while the form is sent. */
  submitLabel: string;
  busyLabel?: string;
  /** Where the submit button sits from the small breakpoint up, under the form. */
  submitPlace: keyof typeof SUBMIT_PLACES;
  /** The success panel's button that shows the empty form again; null: none (one per account). */
  resetLabel?: string | null;
  /** The space between the form's sections. */
  gap?: 'gap-4' | 'gap-6';
  children: ReactNode;
}

/**
 * The shell every service form fills with its fields: the form (checked by the shared rules, which
 * start loading on its first focus), the notice that the submission waits on this device, the
 * submit button (pressed before a server-rendered page hydrated, the form is sent once it has), and
 * once the request is stored, the success panel with its reference.
 */
export function ServiceForm({
  service,
  submitLabel,
  busyLabel = 'Submitting...',
  submitPlace,
  resetLabel,
  gap = 'gap-6',
  children,
}: ServiceFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { result, messages, isSubmitting } = service;

  if (result) {
    return (
      <SubmissionSuccess
        title={messages.successTitle}
        message={messages.success}
        reference={result.reference}
        resetLabel={resetLabel ?? undefined}
        onReset={resetLabel === null ? undefined : service.startOver}
      />
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={service.onSubmit}
      onFocus={service.preload}
      noValidate
      className={`flex min-w-0 flex-col ${gap}`}
    >
      {children}
      <QueuedNotice queued={service.queued} />
      <PressBeforeHydration
        className={buttonVariants({ size: 'lg' })}
        wrapperClassName={SUBMIT_PLACES[submitPlace]}
        label={submitLabel}
        onPress={() => formRef.current?.requestSubmit()}
      >
        <Button type="submit" size="lg" busy={isSubmitting} className={SUBMIT_PLACES[submitPlace]}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </PressBeforeHydration>
    </form>
  );
}
