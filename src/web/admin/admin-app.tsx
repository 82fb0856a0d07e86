import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { type ComponentType, lazy, Suspense } from 'react';
import { useRoutes } from 'react-router';
import { AdminLogin } from './admin-login';
import { AdminNotFound } from './components/admin-not-found';
import { DashboardPage } from './dashboard/dashboard-page';

function lazyView<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

const ProductsPage = lazyView(() => import('./products/products-page'), 'ProductsPage');
const CreateDealPage = lazyView(() => import('./deals/create-deal-page'), 'CreateDealPage');
const ManageDealsPage = lazyView(() => import('./deals/manage-deals-page'), 'ManageDealsPage');
const DhlPage = lazyView(() => import('./dhl/dhl-page'), 'DhlPage');
const OrdersPage = lazyView(() => import('./orders/orders-page'), 'OrdersPage');
const RequestsPage = lazyView(() => import('./requests/requests-page'), 'RequestsPage');
const VendorsPage = lazyView(() => import('./vendors/vendors-page'), 'VendorsPage');
const AnalyticsPage = lazyView(() => import('./analytics/analytics-page'), 'AnalyticsPage');
const ActivityPage = lazyView(() => import('./activity/activity-page'), 'ActivityPage');
const AdminsPage = lazyView(() => import('./admins/admins-page'), 'AdminsPage');
const MessagesPage = lazyView(() => import('./messages/messages-page'), 'MessagesPage');
const LandedCostPage = lazyView(() => import('./landed-cost/landed-cost-page'), 'LandedCostPage');
const DeliveryFeesPage = lazyView(() => import('./delivery-fees/delivery-fees-page'), 'DeliveryFeesPage');

/** `/admin/dhl` -> `dhl`: the admin's routes are relative to `/admin/*`. */
const relative = (path: string) => path.slice(`${ADMIN_PAGES.dashboard}/`.length);

function AdminRoutes() {
  const view = (View: ComponentType) => (
    <Suspense fallback={<Spinner className="min-h-dvh" />}>
      <View />
    </Suspense>
  );
  return useRoutes([
    { index: true, element: <DashboardPage /> },
    { path: relative(ADMIN_PAGES.products), element: view(ProductsPage) },
    { path: relative(ADMIN_PAGES.createDeal), element: view(CreateDealPage) },
    { path: relative(ADMIN_PAGES.deals), element: view(ManageDealsPage) },
    { path: relative(ADMIN_PAGES.dhl), element: view(DhlPage) },
    { path: relative(ADMIN_PAGES.orders), element: view(OrdersPage) },
    { path: relative(ADMIN_PAGES.requests), element: view(RequestsPage) },
    { path: relative(ADMIN_PAGES.vendors), element: view(VendorsPage) },
    { path: relative(ADMIN_PAGES.analytics), element: view(AnalyticsPage) },
    { path: relative(ADMIN_PAGES.activity), element: view(ActivityPage) },
    { path: relative(ADMIN_PAGES.admins), element: view(AdminsPage) },
    { path: relative(ADMIN_PAGES.messages), element: view(MessagesPage) },
    { path: relative(ADMIN_PAGES.landedCost), element: view(LandedCostPage) },
    { path: relative(ADMIN_PAGES.deliveryFees), element: view(DeliveryFeesPage) },
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
