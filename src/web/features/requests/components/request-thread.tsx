import { formatDateTime } from '@shared/dates';
import { QUOTE_MESSAGES } from '@shared/quotes/quote-texts';
import type { RequestEventView } from '@shared/quotes/request-event';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId, useState } from 'react';
import { useReplyToRequest } from '../api/reply-to-request';

const replyRules = lazyZodResolver<{ message: string }>(() =>
  import('@shared/quotes/quote').then((module) => module.replyMessageSchema),
);

export interface ThreadCredentials {
  token?: string;
  contact?: string;
}

/** The messages between the shop and the requester, oldest first, and the requester's answer form. */
export function RequestThread({
  reference,
  thread,
  credentials,
}: {
  reference: string;
  thread: readonly RequestEventView[];
  credentials: ThreadCredentials;
}) {
  const headingId = useId();
  // What the requester sent here, shown at once (the thread is re-read on the next lookup).
  const [sent, setSent] = useState<RequestEventView[]>([]);
  const reply = useReplyToRequest(reference);
  const { field, onSubmit, isSubmitting, form } = useSchemaForm({
    rules: replyRules,
    defaultValues: { message: '' },
    send: (input) => reply.mutateAsync({ ...input, ...credentials }),
    messages: { failureTitle: 'Not sent', failure: 'Your answer could not be sent. Please try again.' },
    onSuccess: (_result, input) => {
      setSent((previous) => [
        ...previous,
        {
          id: `sent-${previous.length}`,
          type: 'reply',
          text: input.message,
          note: null,
          at: new Date().toISOString(),
        },
      ]);
      form.reset({ message: '' });
      toast.success(QUOTE_MESSAGES.replySent);
    },
  });
  const messages = [...thread, ...sent];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold text-stone-900">
        Messages
      </h3>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-600">
          No messages yet. You can write to us about this request here.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const ours = message.type === 'answer';
            return (
              <li
                key={message.id}
                className={cn(
                  'max-w-[92%] rounded-2xl px-4 py-3 text-sm sm:max-w-[80%]',
                  ours ? 'self-start bg-brand-50 ring-1 ring-brand-100' : 'self-end bg-stone-100',
                )}
              >
                <p className="text-xs font-semibold text-stone-600">
                  {ours ? 'GhanaMart' : 'You'} ·{' '}
                  <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-wrap text-stone-900">{message.text}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Answer GhanaMart">
        <TextareaField label="Your answer" rows={3} required {...field('message')} />
        <Button type="submit" className="self-end" busy={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send answer'}
        </Button>
      </form>
    </section>
  );
}
