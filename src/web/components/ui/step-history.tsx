import { formatDateTime } from '@shared/dates';
import { useId } from 'react';

/** A request's steps, oldest first: what happened and when (a decline with its reason). */
export interface Step {
  id: string;
  text: string;
  note: string | null;
  at: string;
}

export function StepHistory({ history }: { history: readonly Step[] }) {
  const headingId = useId();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-stone-900">
        History
      </h3>
      <ol className="mt-3 flex flex-col gap-3 border-l-2 border-brand-200 pl-4">
        {history.map((event) => (
          <li key={event.id} className="relative">
            <span
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600 ring-4 ring-white"
              aria-hidden="true"
            />
            <p className="text-sm font-semibold text-stone-900">{event.text}</p>
            <p className="text-xs text-stone-600">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.note ? <p className="mt-1 text-sm break-words text-stone-700">“{event.note}”</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
