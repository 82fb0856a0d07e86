import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { ADMIN_ORDER_MESSAGES } from '@shared/orders/admin-orders';
import type { OrderKind } from '@shared/orders/order-status';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminLayout } from '../components/admin-layout';
import { OrderFacts } from './order-facts';
import { OrderStatusBadge } from './order-status-badge';

/**
 * `/admin/orders/packing?kind=&id=`: one order's packing slip, everything the packer and the rider
 * need on one page (the lines with colour, size and quantity, where and to whom, the note, what is
 * still to pay), with a Print button; the admin's chrome is left off the paper.
 */
export function PackingSlipPage() {
  const [params] = useSearchParams();
  const kind: OrderKind = params.get('kind') === 'dropshipping' ? 'dropshipping' : 'deal';
  const id = params.get('id');
  const order = useAdminOrder(kind, id);
  const title = order.data ? `Packing slip ${order.data.order.reference ?? ''}`.trim() : 'Packing slip';

  return (
    <AdminLayout title={title}>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link
          to={`${ADMIN_PAGES.orders}?kind=${kind}`}
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to orders
        </Link>
        {order.data ? (
          <Button size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        ) : null}
      </div>
      {id === null ? (
        <p className="mt-4 text-stone-700">
          Choose an order in{' '}
          <Link to={ADMIN_PAGES.orders} className="font-semibold text-brand-700 underline">
            Orders
          </Link>{' '}
          and open its packing slip.
        </p>
      ) : order.isPending ? (
        <Spinner className="py-16" label="Loading the order…" />
      ) : order.isError ? (
        <Alert variant="error" title={ADMIN_ORDER_MESSAGES.notFound} className="mt-4">
          Check the link, or open the order from the list.
        </Alert>
      ) : (
        <article
          aria-label={`Order ${order.data.order.reference ?? order.data.order.item}`}
          className="mt-4 max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 print:border-0 print:p-0"
        >
          <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-lg font-bold text-stone-900">
              {order.data.order.reference ?? 'No reference yet'}
            </p>
            <OrderStatusBadge status={order.data.order.status} label={order.data.order.statusLabel} />
          </header>
          <OrderFacts order={order.data.order} />
        </article>
      )}
    </AdminLayout>
  );
}
