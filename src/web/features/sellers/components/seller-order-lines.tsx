import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { statusLabel } from '@shared/orders/order-status';
import {
  SELLER_LINE_ACTION_LABELS,
  SELLER_LINE_STATUS_LABELS,
  type SellerOrderLine,
  sellerLineActions,
} from '@shared/sellers/listing';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useActOnOrderLine } from '../api/act-on-order-line';
import { useSellerOrders } from '../api/list-seller-orders';

/**
 * The vendor's lines to fulfil, newest first: the shopper's name, the delivery area and the items,
 * never the address or phone (the shop collects the parcel and delivers it). Confirm or decline a
 * line, then mark it ready for pickup before its time runs out.
 */
export function SellerOrderLines() {
  const lines = useSellerOrders();
  return (
    <section aria-labelledby="seller-orders" className="flex max-w-3xl flex-col gap-4">
      <h2 id="seller-orders" className="text-lg font-bold text-stone-900">
        Order lines to prepare
      </h2>
      {lines.isPending ? (
        <Spinner className="py-10" />
      ) : lines.isError ? (
        <Alert variant="error" title="Your orders could not load">
          {errorMessage(lines.error)}
        </Alert>
      ) : lines.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          No orders of your listings yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {lines.data.map((line) => (
            <OrderLine key={`${line.kind}:${line.id}`} line={line} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderLine({ line }: { line: SellerOrderLine }) {
  const act = useActOnOrderLine();
  const actions = sellerLineActions(line.sellerStatus);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-stone-900">
            {line.quantity} × {line.item}
          </h3>
          <p className="font-mono text-xs tracking-wide text-stone-600">{line.reference}</p>
        </div>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-bold text-stone-800">
          {SELLER_LINE_STATUS_LABELS[line.sellerStatus]}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">Shopper</dt>
        <dd className="break-words text-stone-900">{line.shopperName}</dd>
        <dt className="text-stone-500">Delivery to</dt>
        <dd className="break-words text-stone-900">{line.deliveryArea}</dd>
        <dt className="text-stone-500">Total</dt>
        <dd className="text-stone-900">{formatCedis(line.total)}</dd>
        <dt className="text-stone-500">Order</dt>
        <dd className="text-stone-900">{statusLabel(line.orderStatus)}</dd>
        <dt className="text-stone-500">{line.readyAt ? 'Ready at' : 'Ready by'}</dt>
        <dd className={line.late ? 'font-semibold text-red-700' : 'text-stone-900'}>
          {formatDateTime(line.readyAt ?? line.readyBy)}
          {line.late ? ' (late)' : ''}
        </dd>
      </dl>
      {actions.length > 0 ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {actions.map((action) => (
            <Button
              key={action}
              variant={action === 'decline' ? 'outline' : 'primary'}
              size="lg"
              busy={act.isPending && act.variables?.action === action}
              disabled={act.isPending}
              onClick={() =>
                act.mutate(
                  { kind: line.kind, id: line.id, action },
                  {
                    onError: (error) =>
                      toast.error('The line did not change', { description: errorMessage(error) }),
                  },
                )
              }
            >
              {SELLER_LINE_ACTION_LABELS[action]}
              <span className="sr-only">: {line.item}</span>
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
