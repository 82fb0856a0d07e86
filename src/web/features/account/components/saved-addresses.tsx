import type { SavedAddress } from '@shared/account/account';
import { MAX_SAVED_ADDRESSES } from '@shared/account/address-limit';
import { GHANA_REGIONS } from '@shared/ghana-regions';
import { QueuedNotice } from '@web/components/form/queued-notice';
import { LazyPart } from '@web/components/layout/lazy-part';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { lazyComponent } from '@web/lib/load-chunk';
import { toast } from '@web/lib/toast';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';

import type { Editing } from './saved-address-dialogs';

// The dialogs (Radix's, and the address form) load when first opened, or when a button that opens
// one is pointed at: code the page's first load does without (ADR 048).
const loadDialogs = () => import('./saved-address-dialogs');
const AddressDialog = lazyComponent(loadDialogs, 'AddressDialog');
const DeleteAddressDialog = lazyComponent(loadDialogs, 'DeleteAddressDialog');
const preload = () => void loadDialogs();

/** The saved delivery addresses on /account: add, edit, make default, delete (after a confirmation). */
export function SavedAddresses({ addresses }: { addresses: readonly SavedAddress[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  // Once loaded, the dialogs stay mounted: closed, they animate out instead of vanishing.
  const [dialogsRequested, setDialogsRequested] = useState(false);
  const edit = (address: SavedAddress | null) => {
    setDialogsRequested(true);
    setEditing({ address });
  };
  const askToDelete = (address: SavedAddress) => {
    setDialogsRequested(true);
    setDeleting(address);
  };
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  const makeDefault = (address: SavedAddress) =>
    save.mutate(
      { id: address.id, address: { ...address, isDefault: true } },
      {
        onSuccess: () => toast.success('Default address changed', { description: 'Checkout will use it.' }),
        onError: (error) => toast.error('Error', { description: errorMessage(error) }),
      },
    );

  const confirmDelete = (address: SavedAddress) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Address deleted');
      },
      onError: (error) => toast.error('Error', { description: errorMessage(error) }),
    });

  return (
    <>
      {addresses.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-4 py-8 text-center">
          <MapPin className="size-8 text-brand-700" aria-hidden="true" />
          <p className="mt-2 font-semibold text-stone-900">No saved addresses yet</p>
          <p className="mt-1 max-w-sm text-sm text-stone-600">
            Save where you want your orders delivered: checkout fills it in for you.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Saved addresses">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="rounded-xl border border-stone-200 p-4"
              data-testid="saved-address"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-stone-900">{address.street}</p>
                  {address.landmark ? <p className="break-words text-stone-600">{address.landmark}</p> : null}
                  <p className="text-stone-700">
                    {address.city}, {GHANA_REGIONS.labels[address.region]}
                  </p>
                  {address.gpsAddress ? (
                    <p className="font-mono text-stone-700">GPS: {address.gpsAddress}</p>
                  ) : null}
                </div>
                {address.isDefault ? <Badge>Default</Badge> : null}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onPointerEnter={preload}
                  onFocus={preload}
                  onClick={() => edit(address)}
                >
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {address.street}</span>
                </Button>
                {address.isDefault ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={save.isPending}
                    onClick={() => makeDefault(address)}
                  >
                    <Star aria-hidden="true" />
                    Make default<span className="sr-only"> {address.street}</span>
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onPointerEnter={preload}
                  onFocus={preload}
                  onClick={() => askToDelete(address)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete<span className="sr-only"> {address.street}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {/* "Make default" made offline waits in the device's queue like the forms' saves. */}
      <QueuedNotice queued={save.queued} />

      <div className="mt-4 flex flex-col items-start gap-2">
        <Button onPointerEnter={preload} onFocus={preload} onClick={() => edit(null)} disabled={full}>
          <Plus aria-hidden="true" />
          Add an address
        </Button>
        {full ? (
          <p className="text-sm text-stone-600">
            You have saved {MAX_SAVED_ADDRESSES} addresses, the most we keep. Delete one you no longer use to
            add another.
          </p>
        ) : null}
      </div>

      {dialogsRequested ? (
        <LazyPart>
          <AddressDialog
            editing={editing}
            isFirst={addresses.length === 0}
            onClose={() => setEditing(null)}
          />
          <DeleteAddressDialog
            deleting={deleting}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
