import type { AnalyticsReport } from '@shared/analytics/analytics';
import { formatDayMonth } from '@shared/dates';
import { formatCedis, toPesewas } from '@shared/money';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const BRAND = '#006b3f';

/** "GH₵950", "GH₵12k": a scale's ticks, short enough for a phone. */
function cedisTick(value: number): string {
  return value >= 1000 ? `GH₵${Math.round(value / 100) / 10}k` : `GH₵${Math.round(value)}`;
}
const GOLD = '#d4a017';

/** Orders and revenue per day for the last 30 days (recharts: loaded only with this view). */
export function DailyChart({ daily }: { daily: AnalyticsReport['daily'] }) {
  const points = daily.map((day) => ({
    day: formatDayMonth(day.date),
    orders: day.orders,
    revenue: toPesewas(day.revenue) / 100,
  }));
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label="Deal orders (left scale) and revenue in GH₵ (right scale) per day, last 30 days"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 11 }}
            tickFormatter={(value: number) => cedisTick(value)}
            width={56}
          />
          <Legend verticalAlign="top" height={28} iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
          <Tooltip
            formatter={(value, name) =>
              String(name).startsWith('Revenue') ? formatCedis(Number(value).toFixed(2)) : String(value)
            }
          />
          <Line
            yAxisId="orders"
            type="monotone"
            dataKey="orders"
            name="Deal orders (left)"
            stroke={BRAND}
            strokeWidth={2}
            dot={false}
          />
          <Line
            yAxisId="revenue"
            type="monotone"
            dataKey="revenue"
            name="Revenue, GH₵ (right)"
            stroke={GOLD}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The top categories by order count. */
export function CategoryChart({ categories }: { categories: AnalyticsReport['topCategories'] }) {
  return (
    <div className="h-64 w-full" role="img" aria-label="Top categories by number of deal orders">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={categories} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="#e7e5e4" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="category" width={110} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="orders" name="Deal orders" fill={BRAND} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
