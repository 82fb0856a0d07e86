import type { DayFigures } from '@shared/admin/admin-activity';
import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { formatCount } from '@shared/counts';
import { formatDate } from '@shared/dates';
import {
  Banknote,
  BarChart3,
  Bike,
  Calculator,
  ClipboardCheck,
  ClipboardList,
  History,
  Inbox,
  type LucideIcon,
  Mail,
  MapPin,
  Package,
  PlusCircle,
  ShieldCheck,
  Star,
  Store,
  Tags,
  Truck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { AdminLayout } from '../components/admin-layout';

interface DashboardCard {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The live count of what waits in the view, with its words. */
  count?: (counts: NonNullable<ReturnType<typeof useAdminDashboard>['data']>) => string;
}

/**
 * The dashboard's cards: the spec's five in the spec's order (Create New Deal, Drop Shipping
 * Products, DHL Shipment Management, Manage Deals, Analytics), then the operations views, each
 * with the live count of what waits there (GET /api/admin/dashboard).
 */
const CARDS: DashboardCard[] = [
  {
    to: ADMIN_PAGES.createDeal,
    title: 'Create New Deal',
    description: 'Add a deal with its prices, vendor and up to 6 photos.',
    icon: PlusCircle,
    count: (counts) => `${counts.newDeals} new this week`,
  },
  {
    to: ADMIN_PAGES.products,
    title: 'Drop Shipping Products',
    description: 'Add, edit and remove products; adjust China or USA prices in bulk.',
    icon: Package,
    count: (counts) =>
      `${formatCount(counts.dropshippingProducts)} ${counts.dropshippingProducts === 1 ? 'product' : 'products'}`,
  },
  {
    to: ADMIN_PAGES.dhl,
    title: 'DHL Shipment Management',
    description: 'Confirm pickups, add tracking numbers and prices, follow each shipment.',
    icon: Truck,
    count: (counts) => `${counts.pendingDhlShipments} pending`,
  },
  {
    to: ADMIN_PAGES.deals,
    title: 'Manage Deals',
    description: 'Search, edit and delete the deals the shop shows.',
    icon: Tags,
    count: (counts) => `${counts.deals} ${counts.deals === 1 ? 'deal' : 'deals'}`,
  },
  {
    to: ADMIN_PAGES.analytics,
    title: 'Analytics',
    description: 'Revenue, orders, top deals and categories, the last 30 days.',
    icon: BarChart3,
  },
  {
    to: ADMIN_PAGES.orders,
    title: 'Orders',
    description: 'Deal and drop-shipping orders: confirm, deliver, cancel, refund, export.',
    icon: ClipboardList,
    count: (counts) => `${counts.pendingOrders} pending`,
  },
  {
    to: ADMIN_PAGES.requests,
    title: 'Requests',
    description: 'Every request of every kind: read it, answer it, set its status.',
    icon: Inbox,
    count: (counts) => `${counts.newRequests} new`,
  },
  {
    to: ADMIN_PAGES.landedCost,
    title: 'Landed Cost Rates',
    description: 'Exchange rates, freight, duty bands and levies of the Shop & Ship estimate.',
    icon: Calculator,
  },
  {
    to: ADMIN_PAGES.vendors,
    title: 'Vendors',
    description: 'Verify new vendor registrations, or reject them with a reason.',
    icon: Store,
    count: (counts) => `${counts.vendorsToVerify} to verify`,
  },
  {
    to: ADMIN_PAGES.payouts,
    title: 'Payouts',
    description: 'Vendors’ balances, payouts to mobile money or a bank, and commission by category.',
    icon: Wallet,
  },
  {
    to: ADMIN_PAGES.listings,
    title: 'Listings',
    description: "Review vendors' new listings and changes; sellers' scores and late lines.",
    icon: ClipboardCheck,
  },
  {
    to: ADMIN_PAGES.reviews,
    title: 'Reviews',
    description: 'Publish what shoppers wrote of the items they received, or turn it down with a reason.',
    icon: Star,
  },
  {
    to: ADMIN_PAGES.activity,
    title: 'Activity',
    description: 'Every change an admin made: who, what and when.',
    icon: History,
    count: (counts) => `${counts.activityToday} ${counts.activityToday === 1 ? 'change' : 'changes'} today`,
  },
  {
    to: ADMIN_PAGES.messages,
    title: 'Messages',
    description: 'E-mails that could not be delivered, with a Retry.',
    icon: Mail,
  },
  {
    to: ADMIN_PAGES.deliveryFees,
    title: 'Delivery fees',
    description: 'What deal orders under GH₵100 pay for delivery, by region.',
    icon: Truck,
  },
  {
    to: ADMIN_PAGES.riders,
    title: 'Riders',
    description: 'Approve driver and rider applications, suspend or reinstate a rider.',
    icon: Bike,
  },
  {
    to: ADMIN_PAGES.dispatch,
    title: 'Dispatch',
    description: 'Give the deliveries to riders and follow them live.',
    icon: MapPin,
  },
  {
    to: ADMIN_PAGES.cash,
    title: 'Cash on delivery',
    description: 'What each rider collected and handed in, day by day.',
    icon: Banknote,
  },
  {
    to: ADMIN_PAGES.admins,
    title: 'Admins',
    description: 'Create another admin, change your password.',
    icon: ShieldCheck,
    count: (counts) => `${counts.admins} ${counts.admins === 1 ? 'admin' : 'admins'}`,
  },
];

/** The day's figures, in the order a day's work takes them, each opening the view that holds them. */
const FIGURES: { key: keyof DayFigures; label: string; to: string }[] = [
  { key: 'newOrders', label: 'New orders today', to: ADMIN_PAGES.orders },
  { key: 'awaitingPayment', label: 'Awaiting payment', to: ADMIN_PAGES.orders },
  { key: 'toDeliver', label: 'To deliver', to: ADMIN_PAGES.orders },
  { key: 'requestsWaiting', label: 'Requests waiting', to: ADMIN_PAGES.requests },
  { key: 'failedMessages', label: 'Failed messages', to: ADMIN_PAGES.messages },
];

function TodayFigures({ figures }: { figures: DayFigures | undefined }) {
  return (
    <section aria-labelledby="today-heading" className="mb-8">
      <h2 id="today-heading" className="text-lg font-bold text-stone-900">
        Today, {formatDate(new Date())}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map((figure) => (
          <li key={figure.key}>
            <Link
              to={figure.to}
              className="flex h-full min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600"
            >
              <span className="text-2xl font-extrabold tabular-nums text-stone-900 sm:text-3xl">
                {figures ? formatCount(figures[figure.key]) : '–'}
              </span>
              <span className="mt-1 text-sm font-medium text-stone-600">{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <AdminLayout title="Admin Dashboard" backToDashboard={false}>
      {dashboard.isError ? (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          The counts could not be loaded. They will be tried again in a minute.
        </p>
      ) : null}
      <TodayFigures figures={dashboard.data?.today} />
      <h2 className="mb-3 text-lg font-bold text-stone-900">Views</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex h-full min-w-0 gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <card.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-lg font-bold text-stone-900">{card.title}</span>
                <span className="mt-1 block text-sm text-stone-600">{card.description}</span>
                {card.count && dashboard.data ? (
                  <span className="mt-3 inline-block rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold text-brand-950">
                    {card.count(dashboard.data)}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
