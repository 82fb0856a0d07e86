import type { ActivityEntry } from '@shared/admin/admin-activity';
import { formatDateTime } from '@shared/dates';
import { useActivity } from '../api/list-activity';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { usePageParam } from '../components/use-page-param';

/** The changed fields of one entry in words: "Price: GH₵120.00 → GH₵99.00". */
function Changes({ entry }: { entry: ActivityEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {entry.changes.map((change) => (
        <div key={change.label} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-stone-700">{change.label}:</dt>
          <dd className="min-w-0 break-words text-stone-700">
            {change.before === null ? (
              change.after
            ) : change.after === null ? (
              <span className="text-stone-500 line-through decoration-stone-400">{change.before}</span>
            ) : (
              <>
                <span className="text-stone-500 line-through decoration-stone-400">{change.before}</span>
                {' → '}
                <span>{change.after}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The activity log: every admin change, newest first, each in a sentence. */
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
                  <h3 className="min-w-0 font-bold break-words text-stone-900">{entry.sentence}</h3>
                  <time dateTime={entry.createdAt} className="text-xs whitespace-nowrap text-stone-500">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </AdminListStates>
    </AdminLayout>
  );
}
