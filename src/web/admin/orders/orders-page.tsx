import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { ADMIN_ORDER_MESSAGES, type AdminOrder } from '@shared/orders/admin-orders';
import {
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderKind,
  statusLabel,
} from '@shared/orders/order-status';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useDraft } from '@web/lib/use-draft';
import { Download, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ordersCsvUrl, useAdminOrders } from '../api/list-admin-orders';
import { AdminLayout } from '../components/admin-layout';
import { AdminList, type AdminListColumn } from '../components/admin-list';
import { DoublePayments } from './double-payments';
import { lineOptions } from './order-facts';
import { OrderPanel } from './order-panel';
import { OrderStatusBadge } from './order-status-badge';

/** The filter lives in the URL (`?kind=&status=&q=&page=`), so reload and Back keep it. */
function useOrdersFilter() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: OrderKind = kindParam === 'dropshipping' ? 'dropshipping' : 'deal';
  const status = params.get('status') ?? '';
  const q = params.get('q') ?? '';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const set = (next: Partial<{ kind: OrderKind; status: string; q: string; page: number }>) => {
    const merged = { kind, status, q, page: 1, ...next };
    const search = new URLSearchParams({ kind: merged.kind });
    if (merged.status) search.set('status', merged.status);
    if (merged.q) search.set('q', merged.q);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return { filter: { kind, status, q, page }, set };
}

/** The order's lines, each with its colour and size, and the shopper's note. */
function OrderLines({ order }: { order: AdminOrder }) {
  return (
    <>
      <ul className="flex flex-col gap-0.5">
        {order.lines.map((line) => {
          const options = lineOptions(line);
          return (
            <li key={line.id} className="break-words text-stone-800">
              {line.quantity} × {line.item}
              {options ? <span className="text-stone-600"> ({options})</span> : null}
              {line.status !== order.status ? (
                <span className="text-stone-600"> · {line.statusLabel}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {order.delivery.note ? (
        <p className="mt-0.5 text-xs break-words text-stone-600">Note: {order.delivery.note}</p>
      ) : null}
    </>
  );
}

function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <>
      <p className="font-mono font-bold break-words text-stone-900">
        {order.reference ?? 'No reference yet'}
      </p>
      <p className="break-words text-stone-700">{order.customerName}</p>
      <p className="break-words text-stone-500">{order.phone}</p>
    </>
  );
}

/** Orders: deal and drop-shipping orders, one row each with its lines, filtered, searched, moved, refunded, exported. */
export function OrdersPage() {
  const { filter, set } = useOrdersFilter();
  const orders = useAdminOrders(filter);
  const [search, setSearch] = useDraft(filter.q);
  const [openId, setOpenId] = useState<string | null>(null);
  const ids = useId();

  useEffect(() => {
    if (orders.isError) toast.error('Error', { description: ADMIN_ORDER_MESSAGES.fetchFailed });
  }, [orders.isError]);

  const data = orders.data;
  // The open order is read from the list, so that it shows its new status and history after a move.
  const open = data?.orders.find((order) => order.id === openId) ?? null;
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ q: search.trim() });
  };
  const manage = (order: AdminOrder) => (
    <Button variant="secondary" size="sm" onClick={() => setOpenId(order.id)}>
      Manage
    </Button>
  );
  const heading = ORDER_KIND_LABELS[filter.kind];
  const columns: AdminListColumn<AdminOrder>[] = [
    { header: 'Order', width: 'w-[22%]', cell: (order) => <OrderSummary order={order} /> },
    {
      header: 'Items',
      width: 'w-[30%]',
      cell: (order) => (
        <>
          <OrderLines order={order} />
          <p className="text-xs text-stone-500">{formatDateTime(order.createdAt)}</p>
        </>
      ),
    },
    {
      header: 'Total',
      width: 'w-[12%]',
      cellClassName: 'font-bold text-stone-900 tabular-nums',
      cell: (order) => formatCedis(order.total),
    },
    {
      header: 'Status',
      width: 'w-[24%]',
      cell: (order) => (
        <div className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
          <span className="text-xs font-semibold text-stone-700">{order.paymentStateLabel}</span>
        </div>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      width: 'w-[12%]',
      cellClassName: 'text-right',
      cell: manage,
    },
  ];

  return (
    <AdminLayout
      title="Orders"
      description="Deal orders and drop-shipping orders, newest first, each with its lines. Move an order to its next status: the shopper gets one e-mail and one SMS, and sees it in My orders."
    >
      <nav aria-label="Kind of order" className="flex gap-2">
        {ORDER_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={filter.kind === kind}
            onClick={() => set({ kind, status: '', q: filter.q })}
            className={cn(
              buttonVariants({ variant: filter.kind === kind ? 'primary' : 'outline', size: 'md' }),
              'flex-1 sm:flex-none',
            )}
          >
            {ORDER_KIND_LABELS[kind]}
          </button>
        ))}
      </nav>

      <section
        aria-labelledby={`${ids}-filter`}
        className="mt-4 rounded-2xl border border-stone-200 bg-white p-4"
      >
        <h2 id={`${ids}-filter`} className="sr-only">
          Filter and search
        </h2>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <select
              id={`${ids}-status`}
              value={filter.status}
              onChange={(event) => set({ status: event.target.value })}
              className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 sm:text-sm"
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES[filter.kind].map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <form onSubmit={submitSearch} className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-q`}>Search by reference, name or phone</Label>
            <div className="flex gap-2">
              <Input
                id={`${ids}-q`}
                type="search"
                value={search}
                maxLength={100}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" variant="outline" className="h-11">
                <Search aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
          <a
            href={ordersCsvUrl(filter)}
            download
            className={buttonVariants({ variant: 'outline', className: 'h-11' })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </section>

      {filter.kind === 'dropshipping' ? <DoublePayments /> : null}

      <section aria-labelledby={`${ids}-list`} className="mt-6">
        <h2 id={`${ids}-list`} className="text-lg font-bold text-stone-900">
          {heading}
          {data ? <span className="ml-2 text-sm font-medium text-stone-600">({data.total})</span> : null}
        </h2>
        <AdminList
          query={orders}
          rows={data?.orders}
          rowKey={(order) => order.id}
          loadingLabel="Loading orders…"
          errorText={ADMIN_ORDER_MESSAGES.fetchFailed}
          emptyText={filter.q || filter.status ? 'No orders match this filter.' : 'No orders yet.'}
          columns={columns}
          card={(order) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0 text-sm">
                  <OrderSummary order={order} />
                </div>
                <div className="flex flex-col items-end gap-1">
                  <OrderStatusBadge status={order.status} label={order.statusLabel} />
                  <span className="text-xs font-semibold text-stone-700">{order.paymentStateLabel}</span>
                </div>
              </div>
              <div className="mt-2 text-sm">
                <OrderLines order={order} />
              </div>
              <div className="mt-3 flex items-end justify-between gap-3">
                <div className="text-sm">
                  <p className="font-bold text-stone-900 tabular-nums">{formatCedis(order.total)}</p>
                  <p className="text-xs text-stone-500">{formatDateTime(order.createdAt)}</p>
                </div>
                {manage(order)}
              </div>
            </>
          )}
          pager={
            data
              ? {
                  page: filter.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: (page) => {
                    set({ page });
                    window.scrollTo({ top: 0 });
                  },
                  noun: 'orders',
                }
              : undefined
          }
        />
      </section>

      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpenId(null)}>
        {open ? (
          <DialogContent
            title={`Order ${open.reference ?? open.item}`}
            description={`${open.customerName} · ${open.item}`}
          >
            <OrderPanel key={`${open.id}-${open.status}`} order={open} onDone={() => undefined} />
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}
