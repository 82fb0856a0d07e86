import { ADMIN_MESSAGE_TEXTS } from '@shared/admin/failed-messages';
import { formatDateTime } from '@shared/dates';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useFailedMessages } from '../api/list-failed-messages';
import { useRetryMessage } from '../api/retry-message';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { usePageParam } from '../components/use-page-param';

/** E-mails and SMS the shop gave up sending after their last attempt, each with its error and Retry. */
export function MessagesPage() {
  const [page, setPage] = usePageParam();
  const messages = useFailedMessages(page);
  const retry = useRetryMessage();
  const data = messages.data;

  const onRetry = async (id: string, to: string) => {
    try {
      await retry.mutateAsync(id);
      toast.success(ADMIN_MESSAGE_TEXTS.retried, { description: `To ${to}` });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, ADMIN_MESSAGE_TEXTS.retryFailed, [404, 409]) });
    }
  };

  return (
    <AdminLayout
      title="Messages"
      description="E-mails and SMS that could not be delivered after every attempt. Retry sends one again."
    >
      <h2 className="sr-only">Failed messages</h2>
      <AdminListStates
        query={messages}
        rows={data?.messages}
        loadingLabel="Loading messages…"
        errorText="The messages could not be loaded."
        emptyText="No failed messages: every e-mail and SMS was delivered or is still being tried."
        boxClassName=""
        pager={
          data
            ? { page, pageSize: data.pageSize, total: data.total, onPage: setPage, noun: 'messages' }
            : undefined
        }
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((message) => (
              <li
                key={message.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-red-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 text-sm">
                  <h3 className="font-bold break-words text-stone-900">{message.subject}</h3>
                  <p className="break-words text-stone-700">
                    {message.channel === 'sms' ? 'SMS' : 'E-mail'} to {message.to}
                  </p>
                  <p className="text-stone-600">
                    Written <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time> ·{' '}
                    {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
                  </p>
                  {message.lastError ? (
                    <p className="mt-1 break-words font-mono text-xs text-red-700">{message.lastError}</p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  onClick={() => onRetry(message.id, message.to)}
                  busy={retry.isPending && retry.variables === message.id}
                >
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        )}
      </AdminListStates>
    </AdminLayout>
  );
}
