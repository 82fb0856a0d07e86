import { toast } from '@web/lib/toast';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RefCallBack,
  type RegisterOptions,
  type SubmitErrorHandler,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { ApiError, errorMessage } from './api';
import { type DraftOptions, useDraft } from './drafts';
import type { LazyResolver } from './lazy-resolver';
import { ChunkLoadFailure } from './load-chunk';

/**
 * A form's values as its inputs hold them, from a shared schema's input type (`z.input`, imported
 * with `import type`, so zod stays out of the first load): a checkbox group holds a list, a single
 * checkbox true or false, and everything else text (a number input's value is text too).
 */
export type FormValues<Input> = { [Field in keyof Input]-?: FieldValue<NonNullable<Input[Field]>> };

type FieldValue<Value> = [Value] extends [boolean]
  ? boolean
  : [Value] extends [readonly unknown[]]
    ? string[]
    : string;

/** The fields whose empty value is not '' (lists and yes/no boxes): `emptyValues` asks for them. */
type NonTextFields<Input> = {
  [Field in keyof FormValues<Input>]: FormValues<Input>[Field] extends string ? never : Field;
}[keyof Input];

type TextFields<Input> = Exclude<keyof Input, NonTextFields<Input>> & string;

type MissingFields<Input, Names extends readonly PropertyKey[]> = Exclude<TextFields<Input>, Names[number]>;

/**
 * A form's empty values, derived from the schema's input type: '' for each of `names` (its text
 * fields), and the given values of its lists and checkboxes. The names are checked against the
 * schema (a field missing or unknown is a type error), so the runtime list needs no zod. Call it as
 * `emptyValues<ContactInput>()(['name', 'email', …])`: the second call infers the names.
 */
export function emptyValues<Input>() {
  return <const Names extends readonly TextFields<Input>[]>(
    names: MissingFields<Input, Names> extends never ? Names : { missing: MissingFields<Input, Names> },
    ...rest: NonTextFields<Input> extends never ? [] : [others: Pick<FormValues<Input>, NonTextFields<Input>>]
  ): FormValues<Input> => {
    const values: Record<string, unknown> = {};
    for (const name of names as readonly string[]) values[name] = '';
    return { ...values, ...rest[0] } as FormValues<Input>;
  };
}

/** Refusals of a form the customer can act on (too many requests, too large): the toast says why. */
export const SUBMISSION_REFUSALS: readonly number[] = [413, 429];

/** A form's toasts (docs/product/services.md, "What every form does"): each shown when given. */
export interface FormMessages {
  successTitle?: string;
  success?: string;
  failureTitle?: string;
  /** The failure toast's text when the server's answer does not explain itself. */
  failure?: string;
}

export interface SchemaFormOptions<Values extends FieldValues, Output, Result> {
  /** The shared schema's rules, loaded on first use (lazy-resolver.ts). */
  rules: LazyResolver<Values, Output>;
  /** Also the names of the fields the server's messages may land on. */
  defaultValues: Values;
  /** Sends the checked values (the schema's output: trimmed, blanks as null). */
  send: (values: Output) => Promise<Result>;
  /** Without a failure title the page shows the failure itself (e.g. its mutation's error). */
  messages?: FormMessages;
  /** Error statuses whose own message the failure toast shows (default: 413 and 429). */
  refusals?: readonly number[];
  /** The failure toast also when the server's messages went onto fields. */
  toastFieldErrors?: boolean;
  onSuccess?: (result: Result, values: Output) => void;
  /** The page's own answer to a failure (e.g. 401: sign in again); true when it told the person. */
  onError?: (error: unknown) => boolean;
  /** After the browser's own check found something (react-hook-form has focused the first field). */
  onInvalid?: SubmitErrorHandler<Values>;
  /**
   * Keeps what is typed as a draft in the browser (drafts.ts, ADR 047): restored over the default
   * values on the next visit, removed once the form was sent. Never on a form with a password.
   */
  draft?: DraftOptions;
  /**
   * True while the send waits in the offline queue (useOfflineSubmit): the queue holds the
   * submission, so the draft goes; restored after a reload, it could be sent a second time.
   */
  queued?: boolean;
  /**
   * The draft outlives a send that succeeded: the drop-shipping checkout keeps it until its payment
   * is verified, so a shopper back from the payment page finds the form filled in.
   */
  keepDraftWhenSent?: boolean;
}

/**
 * The one way to build a form: react-hook-form with a shared zod schema's rules, the send, and the
 * answer. On success the success toast, and the result kept (the page may show a success panel
 * until `startOver`); on failure the page's own `onError`, else the server's field messages under
 * their fields, else the failure toast (the server's message for 413 and 429, otherwise the form's).
 */
export function useSchemaForm<Values extends FieldValues, Output = Values, Result = unknown>(
  options: SchemaFormOptions<Values, Output, Result>,
) {
  const { rules, defaultValues, send, messages, onSuccess, onError, onInvalid } = options;
  const draft = useDraft(options.draft, defaultValues);
  // Rules whose code could not load (offline, or gone after a release) are never a dead button:
  // the failure is thrown from the render, and the page's (or the dialog's) error boundary says
  // why, with "Try again" or "Reload page" (ADR 052). What was typed is in the draft.
  const [rulesFailure, setRulesFailure] = useState<ChunkLoadFailure | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: async (values, context, resolverOptions) => {
      try {
        return await rules.resolver(values, context, resolverOptions);
      } catch (error) {
        if (!(error instanceof ChunkLoadFailure)) throw error;
        setRulesFailure(new ChunkLoadFailure(error.reason, { cause: error, ofPart: true }));
        return {
          values: {},
          errors: { root: { type: 'rules', message: error.message } } as FieldErrors<Values>,
        };
      }
    },
    defaultValues: draft.initial as DefaultValues<Values>,
  });
  const [result, setResult] = useState<Result | null>(null);

  // The draft starts with the person's first change (a prefill alone makes none: the saved details
  // are filled in again next time), then follows every change, whoever makes it.
  const { save: saveDraft } = draft;
  useEffect(() => {
    let typed = false;
    const watching = form.watch((values, { type }) => {
      // A person's change: react-hook-form passes the DOM event's type, `input` with Preact's React layer.
      const event: string | undefined = type;
      if (event === 'change' || event === 'input') typed = true;
      if (typed) saveDraft(values);
    });
    return () => watching.unsubscribe();
  }, [form, saveDraft]);

  // What the person typed or chose before a server-rendered page hydrated: read from each field as
  // react-hook-form registers it (which writes the default value over it), and put back at once.
  const { hydrated, restoreOnHydration } = draft;
  const typedEarly = useRef<Record<string, unknown> | null>(hydrated ? null : {});
  const [keptValues] = useState<Record<string, unknown>>({});
  useLayoutEffect(() => {
    const typed = typedEarly.current;
    typedEarly.current = null;
    if (!typed) return;
    Object.assign(keptValues, typed);
    for (const [name, value] of Object.entries(typed)) {
      form.setValue(name as Path<Values>, value as never, { shouldDirty: true });
    }
  }, [form, keptValues]);

  // A server-rendered form was hydrated empty, as the server rendered it: its draft comes now,
  // under what was typed before hydration.
  useEffect(() => {
    if (!hydrated) return;
    const restored = restoreOnHydration();
    if (restored) form.reset({ ...restored, ...keptValues } as DefaultValues<Values>);
  }, [hydrated, restoreOnHydration, form, keptValues]);

  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (options.queued) clearDraft();
  }, [options.queued, clearDraft]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await send(values);
      if (!options.keepDraftWhenSent) draft.clear();
      if (messages?.successTitle) toast.success(messages.successTitle, { description: messages.success });
      setResult(() => sent);
      onSuccess?.(sent, values);
    } catch (error) {
      if (onError?.(error)) return;
      const marked = markFieldErrors(error, form.setError, Object.keys(defaultValues));
      if ((marked && !options.toastFieldErrors) || !messages?.failureTitle) return;
      toast.error(messages.failureTitle, {
        description: errorMessage(error, messages.failure, options.refusals ?? SUBMISSION_REFUSALS),
      });
    }
  }, onInvalid);

  const errors = form.formState.errors;
  if (rulesFailure) throw rulesFailure;

  return {
    form,
    onSubmit,
    /** A field's props: react-hook-form's `register` and its message, for the form's field components. */
    field: <Name extends Path<Values>>(name: Name, registerOptions?: RegisterOptions<Values, Name>) => {
      const registered = form.register(name, registerOptions);
      const ref: RefCallBack = (element) => {
        const typed = typedEarly.current;
        if (typed && element) readTyped(element as HTMLInputElement, name, get(defaultValues, name), typed);
        registered.ref(element);
      };
      return {
        ...registered,
        ref,
        // `get`: a nested field's message ("levies.vat") sits in a nested object.
        error: (get(errors, name) as { message?: string } | undefined)?.message,
      };
    },
    /**
     * False while a server-rendered page hydrates, true once React owns it. Its fields take typing
     * before (what is typed then is kept); its submit button waits (PressBeforeHydration).
     */
    hydrated,
    /** True from the press until the answer (the submit button says so). */
    isSubmitting: form.formState.isSubmitting,
    /** The last successful answer, until `startOver`. */
    result,
    /** Forgets the draft (a form the person cancelled: they meant to throw away what they typed). */
    discardDraft: draft.clear,
    /** Back to the empty form after a success. */
    startOver: () => {
      form.reset(defaultValues as DefaultValues<Values>);
      setResult(null);
    },
  };
}

/**
 * A field's value as the person left it before hydration, into `typed` when it differs from the
 * form's default: text, a chosen option, a checked radio button or checkbox.
 */
function readTyped(element: HTMLInputElement, name: string, empty: unknown, typed: Record<string, unknown>) {
  if (element.type === 'radio') {
    if (element.checked) typed[name] = element.value;
  } else if (element.type === 'checkbox') {
    if (Array.isArray(empty)) {
      if (element.checked) typed[name] = [...((typed[name] as string[] | undefined) ?? []), element.value];
    } else if (element.checked !== Boolean(empty)) {
      typed[name] = element.checked;
    }
  } else if (typeof element.value === 'string' && element.value !== String(empty ?? '')) {
    typed[name] = element.value;
  }
}

/**
 * Puts the server's per-field messages (a 400's `fields`) under the form's fields, so a rule the
 * browser did not check still shows where it belongs; the first gets the focus. True when at least
 * one field was marked.
 */
function markFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let marked = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
