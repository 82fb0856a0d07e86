import {
  ANALYTICS_MESSAGES,
  DEAL_REVENUE_EXCLUDED_STATUSES,
  DROPSHIPPING_REVENUE_STATUSES,
} from '@shared/analytics/analytics';
import { formatCount } from '@shared/counts';
import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { orderStatusLabel } from '@shared/orders/order';
import { LazyPart } from '@web/components/layout/lazy-part';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { lazyComponent } from '@web/lib/load-chunk';
import { toast } from '@web/lib/toast';
import { type ReactNode, useEffect } from 'react';
import { useAnalytics } from '../api/get-analytics';
import { AdminLayout } from '../components/admin-layout';
import { StatCard } from '../components/stat-card';

const DailyChart = lazyComponent(() => import('./analytics-charts'), 'DailyChart');
const CategoryChart = lazyComponent(() => import('./analytics-charts'), 'CategoryChart');

/** "1 order", "39 orders". */
const plural = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

const words = (statuses: readonly string[]) =>
  statuses.map((status) => status.replaceAll('_', ' ').replace('ghana', 'Ghana')).join(', ');

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Analytics (docs/product/admin.md, "Analytics"), every figure computed by the server's SQL aggregates. */
export function AnalyticsPage() {
  const analytics = useAnalytics();
  useEffect(() => {
    if (analytics.isError) toast.error('Error', { description: ANALYTICS_MESSAGES.loadFailed });
  }, [analytics.isError]);
  const report = analytics.data;

  return (
    <AdminLayout title="Analytics">
      {analytics.isPending ? <Spinner label="Loading analytics…" /> : null}
      {analytics.isError ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
          <p className="text-stone-700">{ANALYTICS_MESSAGES.loadFailed}</p>
          <Button className="mt-4" variant="outline" onClick={() => analytics.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {report ? (
        <div className="space-y-6">
          <section aria-labelledby="analytics-totals">
            <h2 id="analytics-totals" className="text-lg font-bold text-stone-900">
              Totals
            </h2>
            <h3 className="mt-3 text-sm font-bold text-stone-700">Revenue</h3>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              <StatCard
                label="Deal revenue"
                value={formatCedis(report.revenue)}
                hint={`from ${plural(report.revenueOrders, 'deal order')} not cancelled`}
              />
              <StatCard
                label="Average deal order"
                value={formatCedis(report.averageOrderValue)}
                hint={`deal revenue ÷ ${plural(report.revenueOrders, 'order')}`}
              />
              <StatCard
                label="Drop-shipping revenue"
                value={formatCedis(report.dropshippingRevenue)}
                hint={`from ${plural(report.dropshippingPaidOrders, 'paid drop-shipping order')}`}
              />
            </div>
            <h3 className="mt-4 text-sm font-bold text-stone-700">Counts</h3>
            <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard
                label="Deal orders"
                value={formatCount(report.counts.orders)}
                hint={`${formatCount(report.revenueOrders)} in revenue, ${formatCount(report.counts.orders - report.revenueOrders)} cancelled`}
              />
              <StatCard label="Deals" value={formatCount(report.counts.deals)} hint="listed in the shop" />
              <StatCard
                label="Cart items"
                value={formatCount(report.counts.cartItems)}
                hint="in shoppers' carts"
              />
              <StatCard
                label="Wishlist items"
                value={formatCount(report.counts.wishlistItems)}
                hint="saved by shoppers"
              />
            </div>
            <p className="mt-3 text-sm text-stone-600">
              {`Revenue counts deal orders in every status except ${words(DEAL_REVENUE_EXCLUDED_STATUSES)}: cancelled orders never count. The average deal order is that revenue divided by those orders. Drop-shipping revenue counts paid orders (${words(DROPSHIPPING_REVENUE_STATUSES)}), never cancelled or refunded ones.`}
            </p>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel id="analytics-daily" title="Deal orders and revenue, last 30 days">
              <LazyPart fallback={<Spinner label="Loading chart…" />}>
                <DailyChart daily={report.daily} />
              </LazyPart>
            </Panel>
            <Panel id="analytics-categories" title="Top categories by deal orders">
              {report.topCategories.length === 0 ? (
                <p className="text-sm text-stone-600">No orders yet.</p>
              ) : (
                <>
                  <LazyPart fallback={<Spinner label="Loading chart…" />}>
                    <CategoryChart categories={report.topCategories} />
                  </LazyPart>
                  <ol className="mt-3 space-y-1 text-sm">
                    {report.topCategories.map((category) => (
                      <li key={category.category} className="flex justify-between gap-3">
                        <span className="min-w-0 break-words">{category.category}</span>
                        <span className="font-semibold whitespace-nowrap">
                          {plural(category.orders, 'order')}
                        </span>
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </Panel>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel id="analytics-top-deals" title="Top deals by orders">
              {report.topDeals.length === 0 ? (
                <p className="text-sm text-stone-600">No orders yet.</p>
              ) : (
                <ol className="space-y-2 text-sm">
                  {report.topDeals.map((deal, index) => (
                    <li key={deal.dealId} className="flex justify-between gap-3">
                      <span className="min-w-0 break-words">
                        {index + 1}. {deal.name}
                      </span>
                      <span className="font-semibold whitespace-nowrap">{plural(deal.orders, 'order')}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
            <Panel id="analytics-recent" title="Recent deal orders">
              {report.recentOrders.length === 0 ? (
                <p className="text-sm text-stone-600">No orders yet.</p>
              ) : (
                <ul className="divide-y divide-stone-100 text-sm">
                  {report.recentOrders.map((order) => (
                    <li key={order.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
                      <span className="min-w-0 break-words">
                        <span className="font-semibold text-stone-900">{order.dealName}</span> ×{' '}
                        {order.quantity}
                        <span className="block text-xs text-stone-500">
                          {order.deliveryName} · {formatDateTime(order.createdAt)} ·{' '}
                          {orderStatusLabel(order.status)}
                        </span>
                      </span>
                      <span className="font-semibold whitespace-nowrap">
                        {formatCedis(order.totalAmount)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
        </div>
      ) : null}
    </AdminLayout>
  );
}
