import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { LazyPart } from '@web/components/layout/lazy-part';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { lazyComponent } from '@web/lib/load-chunk';
import type { ComponentType } from 'react';
import { useRoutes } from 'react-router';
import { AdminLogin } from './admin-login';
import { AdminNotFound } from './components/admin-not-found';
import { DashboardPage } from './dashboard/dashboard-page';

const ProductsPage = lazyComponent(() => import('./products/products-page'), 'ProductsPage');
const CreateDealPage = lazyComponent(() => import('./deals/create-deal-page'), 'CreateDealPage');
const ManageDealsPage = lazyComponent(() => import('./deals/manage-deals-page'), 'ManageDealsPage');
const DhlPage = lazyComponent(() => import('./dhl/dhl-page'), 'DhlPage');
const OrdersPage = lazyComponent(() => import('./orders/orders-page'), 'OrdersPage');
const PackingSlipPage = lazyComponent(() => import('./orders/packing-slip-page'), 'PackingSlipPage');
const RequestsPage = lazyComponent(() => import('./requests/requests-page'), 'RequestsPage');
const VendorsPage = lazyComponent(() => import('./vendors/vendors-page'), 'VendorsPage');
const PayoutsPage = lazyComponent(() => import('./payouts/payouts-page'), 'PayoutsPage');
const ListingsPage = lazyComponent(() => import('./listings/listings-page'), 'ListingsPage');
const ReviewsPage = lazyComponent(() => import('./reviews/reviews-page'), 'ReviewsPage');
const AnalyticsPage = lazyComponent(() => import('./analytics/analytics-page'), 'AnalyticsPage');
const ActivityPage = lazyComponent(() => import('./activity/activity-page'), 'ActivityPage');
const AdminsPage = lazyComponent(() => import('./admins/admins-page'), 'AdminsPage');
const MessagesPage = lazyComponent(() => import('./messages/messages-page'), 'MessagesPage');
const LandedCostPage = lazyComponent(() => import('./landed-cost/landed-cost-page'), 'LandedCostPage');
const RidersPage = lazyComponent(() => import('./riders/riders-page'), 'RidersPage');
const DispatchPage = lazyComponent(() => import('./dispatch/dispatch-page'), 'DispatchPage');
const CashPage = lazyComponent(() => import('./cash/cash-page'), 'CashPage');
const DeliveryFeesPage = lazyComponent(
  () => import('./delivery-fees/delivery-fees-page'),
  'DeliveryFeesPage',
);

/** `/admin/dhl` -> `dhl`: the admin's routes are relative to `/admin/*`. */
const relative = (path: string) => path.slice(`${ADMIN_PAGES.dashboard}/`.length);

function AdminRoutes() {
  const view = (View: ComponentType) => (
    <LazyPart fallback={<Spinner className="min-h-dvh" />}>
      <View />
    </LazyPart>
  );
  return useRoutes([
    { index: true, element: <DashboardPage /> },
    { path: relative(ADMIN_PAGES.products), element: view(ProductsPage) },
    { path: relative(ADMIN_PAGES.createDeal), element: view(CreateDealPage) },
    { path: relative(ADMIN_PAGES.deals), element: view(ManageDealsPage) },
    { path: relative(ADMIN_PAGES.dhl), element: view(DhlPage) },
    { path: relative(ADMIN_PAGES.orders), element: view(OrdersPage) },
    { path: relative(ADMIN_PAGES.packingSlip), element: view(PackingSlipPage) },
    { path: relative(ADMIN_PAGES.requests), element: view(RequestsPage) },
    { path: relative(ADMIN_PAGES.vendors), element: view(VendorsPage) },
    { path: relative(ADMIN_PAGES.payouts), element: view(PayoutsPage) },
    { path: relative(ADMIN_PAGES.listings), element: view(ListingsPage) },
    { path: relative(ADMIN_PAGES.reviews), element: view(ReviewsPage) },
    { path: relative(ADMIN_PAGES.analytics), element: view(AnalyticsPage) },
    { path: relative(ADMIN_PAGES.activity), element: view(ActivityPage) },
    { path: relative(ADMIN_PAGES.admins), element: view(AdminsPage) },
    { path: relative(ADMIN_PAGES.messages), element: view(MessagesPage) },
    { path: relative(ADMIN_PAGES.landedCost), element: view(LandedCostPage) },
    { path: relative(ADMIN_PAGES.deliveryFees), element: view(DeliveryFeesPage) },
    { path: relative(ADMIN_PAGES.riders), element: view(RidersPage) },
    { path: relative(ADMIN_PAGES.dispatch), element: view(DispatchPage) },
    { path: relative(ADMIN_PAGES.cash), element: view(CashPage) },
    { path: '*', element: <AdminNotFound /> },
  ]);
}

/**
 * The admin area. The session decides: only a user with role admin (checked again by the server
 * on every /api/admin request) sees the views; anyone else, customers included, gets Admin Login.
 */
export function AdminApp() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner className="min-h-dvh" />;
  if (user?.role !== 'admin') return <AdminLogin />;
  return <AdminRoutes />;
}
