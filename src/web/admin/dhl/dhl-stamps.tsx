import { formatDateTime } from '@shared/dates';
import type { AdminDhlShipment } from '@shared/dhl/dhl-shipment-update';

/** The times the status stamped (docs/product/admin.md, "DHL shipments"), only those set. */
export function DhlStamps({ shipment }: { shipment: AdminDhlShipment }) {
  const stamps = [
    ['Pickup confirmed', shipment.pickupConfirmedAt],
    ['Shipped', shipment.shippedAt],
    ['Delivered', shipment.deliveredAt],
  ] as const;
  const set = stamps.filter(([, at]) => at !== null);
  if (set.length === 0) return null;
  return (
    <ul className="space-y-0.5 text-xs text-stone-600">
      {set.map(([label, at]) => (
        <li key={label}>
          {label}:{' '}
          <time dateTime={at!} className="whitespace-nowrap">
            {formatDateTime(at!)}
          </time>
        </li>
      ))}
    </ul>
  );
}
