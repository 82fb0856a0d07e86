import { formatDateTime } from '@shared/dates';
import { type AnswerRequestInput, answerRequestSchema } from '@shared/quotes/quote';
import { QUOTE_MESSAGES } from '@shared/quotes/quote-texts';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useAnswerRequest } from '../api/answer-request';

const answerRules = lazyZodResolver<AnswerRequestInput>(async () => answerRequestSchema);

/** The thread with the requester (answers sent, replies received) and the answer form. */
export function RequestMessages({ request }: { request: AdminRequestDetail }) {
  const answer = useAnswerRequest(request.reference);
  const { field, onSubmit, isSubmitting, form } = useSchemaForm({
    rules: answerRules,
    defaultValues: { message: '' },
    send: (input) => answer.mutateAsync(input.message),
    messages: { failureTitle: 'Error', failure: 'The answer could not be sent.' },
    refusals: [409],
    onSuccess: () => {
      form.reset({ message: '' });
      toast.success(QUOTE_MESSAGES.answerSent);
    },
  });
  const thread = request.quoting.events.filter((event) => event.type !== 'status');
  return (
    <div className="flex flex-col gap-3">
      {thread.length === 0 ? (
        <p className="text-sm text-stone-600">No messages yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {thread.map((event) => (
            <li
              key={event.id}
              className={cn(
                'rounded-xl px-3 py-2 text-sm',
                event.type === 'answer' ? 'bg-brand-50 ring-1 ring-brand-100' : 'bg-stone-100',
              )}
            >
              <p className="text-xs font-semibold text-stone-600">
                {event.type === 'answer' ? 'Our answer' : 'The requester'} ·{' '}
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              <p className="mt-0.5 break-words whitespace-pre-wrap text-stone-900">{event.text}</p>
            </li>
          ))}
        </ol>
      )}
      {request.quoting.reachable ? (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-3"
          aria-label="Answer the requester"
        >
          <TextareaField
            label="Answer"
            rows={3}
            hint="Sent by e-mail and SMS with a link to read it and answer back."
            {...field('message')}
          />
          <div className="flex justify-end">
            <Button type="submit" busy={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send answer'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-stone-700">{QUOTE_MESSAGES.noContact}</p>
      )}
    </div>
  );
}
