import { type AdminDeal, DEAL_ADMIN_MESSAGES, dealMatches } from '@shared/deals/admin-deal';
import { formatCedis } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDeleteDeal } from '../api/delete-deal';
import { useAdminDeals } from '../api/list-admin-deals';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';
import { EditDealForm } from './edit-deal-form';

function DealCard({ deal, onEdit, onDelete }: { deal: AdminDeal; onEdit: () => void; onDelete: () => void }) {
  return (
    // A phone shows a small picture beside the text, so that more deals fit on a screen.
    <li className="flex min-w-0 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex-col">
      <FallbackImage
        src={deal.imageUrl}
        fallbackSrc={PLACEHOLDER_IMAGE_URL}
        sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
        alt={deal.name}
        width={640}
        height={400}
        className="m-3 size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:m-0 sm:aspect-[16/10] sm:size-auto sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 py-3 pr-3 sm:p-4">
        <div className="flex flex-wrap gap-1.5">
          {deal.hiddenBySuspension ? <Badge tone="dark">Hidden: vendor suspended</Badge> : null}
          {deal.discount > 0 ? <Badge tone="red">-{deal.discount}%</Badge> : null}
          {deal.flashSale ? <Badge tone="gold">Flash sale</Badge> : null}
          {deal.verified ? <Badge tone="green">Verified</Badge> : null}
          <Badge tone="light">{deal.imageUrls.length} of 6 images</Badge>
        </div>
        <h3 className="font-bold break-words text-stone-900">{deal.name}</h3>
        <p className="text-sm break-words text-stone-600">
          {deal.vendor} · {deal.category}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-brand-800">{formatCedis(deal.discountPrice)}</span>
          <span className="text-sm text-stone-500 line-through">{formatCedis(deal.originalPrice)}</span>
        </p>
        <p className="inline-flex items-center gap-1 text-sm text-stone-700">
          <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden="true" />
          {deal.reviews === 0
            ? 'No published reviews yet'
            : `${deal.rating.toFixed(1)} (${deal.reviews} ${deal.reviews === 1 ? 'review' : 'reviews'})`}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="secondary" size="sm" className="flex-1" onClick={onEdit}>
            Edit<span className="sr-only"> {deal.name}</span>
          </Button>
          <Button variant="outline" size="sm" className="flex-1 text-red-700" onClick={onDelete}>
            Delete<span className="sr-only"> {deal.name}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Manage Deals (docs/product/admin.md, "Deals"): search by name, vendor or category, a count badge, the cards, Edit Deal and delete. */
export function ManageDealsPage() {
  const deals = useAdminDeals();
  const remove = useDeleteDeal();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminDeal | null>(null);
  const [deleting, setDeleting] = useState<AdminDeal | null>(null);

  useEffect(() => {
    if (deals.isError) toast.error('Error', { description: DEAL_ADMIN_MESSAGES.fetchFailed });
  }, [deals.isError]);

  const all = deals.data?.deals;
  const shown = all?.filter((deal) => dealMatches(deal, search));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(DEAL_ADMIN_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, DEAL_ADMIN_MESSAGES.deleteFailed, [404]) });
    }
  };

  return (
    <AdminLayout
      title="Manage Deals"
      description="Every deal, newest first. Changes reach the shop's open pages at once."
    >
      <section aria-labelledby="deals-heading">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="deals-heading" className="text-lg font-bold text-stone-900">
            Deals
          </h2>
          {shown ? (
            <span
              className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-bold text-white"
              data-testid="deal-count"
            >
              {shown.length}
              <span className="sr-only"> {shown.length === 1 ? 'deal' : 'deals'}</span>
            </span>
          ) : null}
        </div>
        <div className="mt-3 max-w-md">
          <Label htmlFor={searchId}>Search deals</Label>
          <Input
            id={searchId}
            type="search"
            className="mt-1.5"
            placeholder="Name, vendor or category"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>

        <AdminListStates
          query={deals}
          rows={shown}
          loadingLabel="Loading deals…"
          errorText={DEAL_ADMIN_MESSAGES.fetchFailed}
          emptyText={all && all.length > 0 ? DEAL_ADMIN_MESSAGES.noMatch : DEAL_ADMIN_MESSAGES.none}
          boxClassName="mt-4"
        >
          {(rows) => (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((deal) => (
                <DealCard
                  key={deal.id}
                  deal={deal}
                  onEdit={() => setEditing(deal)}
                  onDelete={() => setDeleting(deal)}
                />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <DialogContent title="Edit Deal" className="max-w-2xl">
            <EditDealForm key={editing.id} deal={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        {deleting ? (
          <DialogContent
            title="Delete this deal?"
            description={`"${deleting.name}" will be removed from the shop for good. This cannot be undone.`}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" busy={remove.isPending} onClick={confirmDelete}>
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminLayout>
  );
}
