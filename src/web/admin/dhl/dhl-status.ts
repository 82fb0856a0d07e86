import { DHL_STATUSES, type DhlStatus } from '@shared/dhl/dhl-shipment-update';

export const DHL_STATUS_LABELS: Record<DhlStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  picked_up: 'Picked up',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const DHL_STATUS_OPTIONS = DHL_STATUSES.map((value) => ({ value, label: DHL_STATUS_LABELS[value] }));

export const DHL_STATUS_TONES: Record<DhlStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  picked_up: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-stone-200 text-stone-700',
};
