import type { TrackedRequest } from '@shared/requests/request-kinds';
import { OrderTimeline } from './order-timeline';
import { RiderProgress } from './rider-progress';

/** /track's view of an order: each line's status timeline, nothing personal. */
export function TrackedOrderTimeline({ request }: { request: TrackedRequest }) {
  const order = request.order;
  if (!order) return null;
  return (
    <div className="flex flex-col gap-5">
      {order.delivery ? (
        <section aria-label="Delivery">
          <h3 className="mb-2 text-sm font-semibold text-stone-900">Delivery</h3>
          <RiderProgress progress={order.delivery} />
        </section>
      ) : null}
      {order.lines.map((line) => (
        <section key={line.id} aria-label={`Status of ${line.name}`}>
          <h3 className="text-sm font-semibold text-stone-900">
            {line.name} <span className="font-normal text-stone-500">× {line.quantity}</span>
          </h3>
          <OrderTimeline order={{ ...line, kind: order.kind }} label={`Status history of ${line.name}`} />
        </section>
      ))}
    </div>
  );
}
