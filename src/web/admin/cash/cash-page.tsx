import { formatCalendarDay, formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import type { CashDay } from '@shared/riders/rider-words';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useSearchParams } from 'react-router';
import { useCash } from '../api/get-cash';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { HandinForm } from './handin-form';

const FETCH_FAILED = 'Failed to fetch the cash figures';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Accra (UTC all year), as yyyy-mm-dd. */
const today = () => new Date().toISOString().slice(0, 10);

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className={cn('tabular-nums text-stone-900', strong ? 'text-lg font-extrabold' : 'font-bold')}>
        {formatCedis(value)}
      </dd>
    </div>
  );
}

function DayCard({ figure, showDay }: { figure: CashDay; showDay: boolean }) {
  const title = showDay ? `${figure.riderName}, ${formatCalendarDay(figure.day)}` : figure.riderName;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold text-stone-900">{title}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold',
            figure.settled ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {figure.settled ? 'Balanced' : 'Open'}
        </span>
      </div>
      <p className="text-sm text-stone-600">
        {figure.deliveries === 1 ? '1 delivery' : `${figure.deliveries} deliveries`}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="Expected" value={figure.expected} />
        <Figure label="Collected" value={figure.collected} />
        <Figure label="Handed in" value={figure.handedIn} />
        <Figure label="Written off" value={figure.writtenOff} />
        <Figure label="Rider still holds" value={figure.held} strong />
        <Figure label="Short at the door" value={figure.short} strong />
      </dl>
      {figure.reasons.length > 0 ? (
        <div className="mt-3 text-sm">
          <h4 className="font-semibold text-stone-800">The rider's reasons</h4>
          <ul className="mt-1 list-disc pl-5 text-stone-700">
            {figure.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {figure.handins.length > 0 ? (
        <div className="mt-3 text-sm">
          <h4 className="font-semibold text-stone-800">Recorded</h4>
          <ul className="mt-1 grid gap-1 text-stone-700">
            {figure.handins.map((handin) => (
              <li key={handin.id}>
                {formatDateTime(handin.at)}: {handin.kind === 'cash' ? 'handed in' : 'written off'}{' '}
                <span className="font-semibold tabular-nums">{formatCedis(handin.amount)}</span>
                {handin.note ? ` (${handin.note})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {figure.settled ? null : <HandinForm figure={figure} />}
    </li>
  );
}

/** Cash on delivery per rider per day: expected, collected, handed in; the open differences. */
export function CashPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = DAY_PATTERN.test(asked) ? asked : today();
  const cash = useCash(day);
  const otherOpenDays = cash.data?.open.filter((figure) => figure.day !== day) ?? [];
  const choose = (next: string) => {
    if (DAY_PATTERN.test(next)) setParams(next === today() ? {} : { day: next });
  };
  return (
    <AdminLayout
      title="Cash on delivery"
      description="What each rider was due to collect at the door, collected and handed in, day by day. Record a hand-in in full or in part; a day stays open until everything collected is handed in and any shortfall is written off."
    >
      <section aria-labelledby="day-heading" className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="day-heading" className="text-lg font-bold text-stone-900">
          {formatCalendarDay(day)}
        </h2>
        <div className="flex items-end gap-2">
          <TextField
            label="Day"
            type="date"
            value={day}
            max={today()}
            onChange={(event) => choose(event.target.value)}
          />
          {day !== today() ? (
            <Button variant="outline" onClick={() => choose(today())}>
              Today
            </Button>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="riders-cash-heading" className="mt-6">
        <h2 id="riders-cash-heading" className="sr-only">
          Riders' cash of the day
        </h2>
        <AdminListStates
          query={cash}
          rows={cash.data?.days}
          loadingLabel="Loading cash figures…"
          errorText={FETCH_FAILED}
          emptyText="No delivery with cash and no hand-in that day."
          boxClassName=""
        >
          {(rows) => (
            <ul className="grid gap-4 lg:grid-cols-2">
              {rows.map((figure) => (
                <DayCard key={figure.riderId} figure={figure} showDay={false} />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>
      <section aria-labelledby="open-heading" className="mt-8">
        <h2 id="open-heading" className="text-lg font-bold text-stone-900">
          Other days still open
        </h2>
        {cash.data ? (
          otherOpenDays.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
              No other day is open.
            </p>
          ) : (
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {otherOpenDays.map((figure) => (
                <DayCard key={`${figure.riderId}-${figure.day}`} figure={figure} showDay />
              ))}
            </ul>
          )
        ) : null}
      </section>
    </AdminLayout>
  );
}
