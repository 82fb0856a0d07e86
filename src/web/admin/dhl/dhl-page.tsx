import { formatDateTime, formatDayAndTime } from '@shared/dates';
import { type AdminDhlShipment, DHL_ADMIN_MESSAGES } from '@shared/dhl/dhl-shipment-update';
import { formatCedis } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useDhlShipments } from '../api/list-dhl-shipments';
import { AdminLayout } from '../components/admin-layout';
import { AdminList, type AdminListColumn } from '../components/admin-list';
import { StatCard } from '../components/stat-card';
import { usePageParam } from '../components/use-page-param';
import { DhlStamps } from './dhl-stamps';
import { DHL_STATUS_LABELS, DHL_STATUS_TONES } from './dhl-status';
import { DhlUpdatePanel } from './dhl-update-panel';

function StatusBadge({ shipment }: { shipment: AdminDhlShipment }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        DHL_STATUS_TONES[shipment.status],
      )}
    >
      {DHL_STATUS_LABELS[shipment.status]}
    </span>
  );
}

const price = (value: string | null) => (value === null ? '—' : formatCedis(value));

/** DHL Shipment Management (docs/product/admin.md, "DHL shipments"): Quick Stats, the shipments newest first, the update panel. */
export function DhlPage() {
  const [page, setPage] = usePageParam();
  const shipments = useDhlShipments(page);
  const [editing, setEditing] = useState<AdminDhlShipment | null>(null);

  useEffect(() => {
    if (shipments.isError) toast.error('Error', { description: DHL_ADMIN_MESSAGES.fetchFailed });
  }, [shipments.isError]);

  const data = shipments.data;
  const updateButton = (shipment: AdminDhlShipment) => (
    <Button variant="secondary" size="sm" onClick={() => setEditing(shipment)}>
      Update
    </Button>
  );

  const columns: AdminListColumn<AdminDhlShipment>[] = [
    {
      header: 'Shipment',
      width: 'w-[22%]',
      cell: (shipment) => (
        <>
          <p className="font-bold break-words text-stone-900">{shipment.trackingId}</p>
          <p className="break-words text-stone-700">{shipment.fullName}</p>
          <p className="break-words text-stone-500">{shipment.contactNumber}</p>
          <p className="text-xs text-stone-500">{formatDateTime(shipment.createdAt)}</p>
        </>
      ),
    },
    {
      header: 'Route and package',
      width: 'w-[24%]',
      cell: (shipment) => (
        <>
          <p className="break-words text-stone-800">
            {shipment.pickupCity} → {shipment.destinationCity}, {shipment.destinationCountry}
          </p>
          <p className="text-stone-500">
            Pickup {formatDayAndTime(shipment.preferredPickupDate, shipment.preferredPickupTime)}
          </p>
          <p className="line-clamp-2 break-words text-stone-600">{shipment.packageDescription}</p>
        </>
      ),
    },
    { header: 'Status', width: 'w-[14%]', cell: (shipment) => <StatusBadge shipment={shipment} /> },
    {
      header: 'DHL tracking and prices',
      width: 'w-[16%]',
      cell: (shipment) => (
        <>
          <p className="break-words text-stone-800">{shipment.dhlTrackingNumber ?? '—'}</p>
          <p className="text-stone-600">Quoted {price(shipment.quotedPriceGhs)}</p>
          <p className="text-stone-600">Final {price(shipment.finalPriceGhs)}</p>
        </>
      ),
    },
    { header: 'Stamps', width: 'w-[14%]', cell: (shipment) => <DhlStamps shipment={shipment} /> },
    {
      header: <span className="sr-only">Actions</span>,
      width: 'w-[10%]',
      cellClassName: 'text-right',
      cell: updateButton,
    },
  ];

  return (
    <AdminLayout
      title="DHL Shipment Management"
      description="Pickup requests from the DHL form, newest first. Update a shipment's status, DHL tracking number, notes and prices."
    >
      <section aria-labelledby="dhl-stats">
        <h2 id="dhl-stats" className="text-lg font-bold text-stone-900">
          Quick Stats
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Pending" value={data?.stats.pending ?? '–'} />
          <StatCard label="Confirmed" value={data?.stats.confirmed ?? '–'} />
          <StatCard label="Shipped" value={data?.stats.shipped ?? '–'} />
          <StatCard label="Delivered" value={data?.stats.delivered ?? '–'} />
        </div>
      </section>

      <section aria-labelledby="dhl-list" className="mt-8">
        <h2 id="dhl-list" className="text-lg font-bold text-stone-900">
          Shipments
        </h2>
        <AdminList
          query={shipments}
          rows={data?.shipments}
          rowKey={(shipment) => shipment.id}
          loadingLabel="Loading shipments…"
          errorText={DHL_ADMIN_MESSAGES.fetchFailed}
          emptyText="No DHL shipments yet."
          columns={columns}
          card={(shipment) => (
            <>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-bold break-words text-stone-900">{shipment.trackingId}</h3>
                  <p className="text-sm break-words text-stone-700">{shipment.fullName}</p>
                </div>
                <StatusBadge shipment={shipment} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <dt className="text-stone-500">Route</dt>
                <dd className="min-w-0 break-words text-stone-800">
                  {shipment.pickupCity} → {shipment.destinationCity}, {shipment.destinationCountry}
                </dd>
                <dt className="text-stone-500">Pickup</dt>
                <dd className="text-stone-800">
                  {formatDayAndTime(shipment.preferredPickupDate, shipment.preferredPickupTime)}
                </dd>
                <dt className="text-stone-500">Phone</dt>
                <dd className="min-w-0 break-words text-stone-800">{shipment.contactNumber}</dd>
                <dt className="text-stone-500">DHL tracking</dt>
                <dd className="min-w-0 break-words text-stone-800">{shipment.dhlTrackingNumber ?? '—'}</dd>
                <dt className="text-stone-500">Quoted / final</dt>
                <dd className="text-stone-800">
                  {price(shipment.quotedPriceGhs)} / {price(shipment.finalPriceGhs)}
                </dd>
              </dl>
              <p className="mt-2 text-sm break-words text-stone-700">{shipment.packageDescription}</p>
              <div className="mt-3 flex items-end justify-between gap-3">
                <DhlStamps shipment={shipment} />
                {updateButton(shipment)}
              </div>
            </>
          )}
          pager={
            data
              ? { page, pageSize: data.pageSize, total: data.total, onPage: setPage, noun: 'shipments' }
              : undefined
          }
        />
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <DialogContent
            title={`Update shipment ${editing.trackingId}`}
            description={`${editing.fullName} · ${editing.pickupCity} → ${editing.destinationCountry}`}
          >
            <DhlUpdatePanel shipment={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}
