import type { ActivityEntry } from '@shared/admin/admin-activity';
import { useActivity } from '../api/list-activity';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { formatDateTime } from '../components/format-date';
import { usePageParam } from '../components/use-page-param';

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The changed fields of one entry, before → after. */
function Changes({ entry }: { entry: ActivityEntry }) {
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  if (fields.length === 0) return <p className="text-sm text-stone-500">No field changed.</p>;
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-700">{field}:</dt>
          <dd className="min-w-0 break-all text-stone-700">
            <span className="text-stone-500 line-through decoration-stone-400">
              {show(entry.before[field])}
            </span>
            {' → '}
            <span>{show(entry.after[field])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The activity log: every admin change, newest first. */
export function ActivityPage() {
  const [page, setPage] = usePageParam();
  const activity = useActivity(page);
  const data = activity.data;
  return (
    <AdminLayout title="Activity" description="Every change an admin made: who, what, which record and when.">
      <h2 className="sr-only">Changes</h2>
      <AdminListStates
        query={activity}
        rows={data?.entries}
        loadingLabel="Loading activity…"
        errorText="The activity could not be loaded."
        emptyText="No changes yet."
        boxClassName=""
        pager={
          data
            ? { page, pageSize: data.pageSize, total: data.total, onPage: setPage, noun: 'changes' }
            : undefined
        }
      >
        {(rows) => (
          <ol className="space-y-3">
            {rows.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="min-w-0 font-bold break-words text-stone-900">
                    {entry.action} · {entry.entityType} {entry.entityId}
                  </h3>
                  <time dateTime={entry.createdAt} className="text-xs text-stone-500">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <p className="text-sm text-stone-600">by {entry.adminUsername}</p>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </AdminListStates>
    </AdminLayout>
  );
}
