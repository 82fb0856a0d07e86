import type { SavedAddress } from '@shared/account/account';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { AddressForm } from './address-form';

/** The address being added (`address: null`) or edited, or none. */
export type Editing = { address: SavedAddress | null } | null;

/** "Add an address" / "Edit address": the address form in a dialog. */
export function AddressDialog({
  editing,
  isFirst,
  onClose,
}: {
  editing: Editing;
  isFirst: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={editing?.address ? 'Edit address' : 'Add an address'}
        description="Where we deliver your orders."
      >
        {editing ? (
          <AddressForm address={editing.address} isFirst={isFirst} onSaved={onClose} onCancel={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The confirmation before an address is deleted. */
export function DeleteAddressDialog({
  deleting,
  pending,
  onConfirm,
  onClose,
}: {
  deleting: SavedAddress | null;
  pending: boolean;
  onConfirm: (address: SavedAddress) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={deleting !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        title="Delete this address?"
        description={
          deleting ? `${deleting.street}, ${deleting.city} will be removed from your account.` : undefined
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Keep it
          </Button>
          <Button variant="destructive" busy={pending} onClick={() => deleting && onConfirm(deleting)}>
            Delete address
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
