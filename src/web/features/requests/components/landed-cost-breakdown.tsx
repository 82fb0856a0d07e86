import { formatCalendarDay } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { LANDED_COST_NOTE, type LandedCostEstimate } from '@shared/requests/landed-cost';

/**
 * A landed-cost estimate, line by line, its total, and the date of its rates: beside the Shop &
 * Ship form as the shopper types, and in the admin's request detail as it was stored.
 */
export function LandedCostBreakdown({ estimate }: { estimate: LandedCostEstimate }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {estimate.lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-3 px-3 py-1.5">
            <dt className="min-w-0 break-words text-stone-600">{line.label}</dt>
            <dd className="shrink-0 tabular-nums text-stone-900">{formatCedis(line.amount)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 bg-brand-50 px-3 py-2 font-bold">
          <dt className="text-stone-900">Estimated total in Ghana</dt>
          <dd className="shrink-0 tabular-nums text-brand-800" data-testid="landed-cost-total">
            {formatCedis(estimate.total)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-stone-500">
        Rates of {formatCalendarDay(estimate.ratesAsOf)}. {LANDED_COST_NOTE}
      </p>
    </div>
  );
}
