import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * "Sign out of all devices" on /account, after a confirmation: every session ends, this one too
 * (the page then sends the shopper to sign in).
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutEverywhere();

  const confirm = () =>
    signOut.mutate(undefined, {
      onError: (error) => toast.error('Error', { description: errorMessage(error) }),
    });

  return (
    <>
      <p className="text-sm text-stone-600">
        Lost a phone, or signed in on a shared computer? End every session of your account, including this
        one.
      </p>
      <div className="mt-4">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <LogOut aria-hidden="true" />
          Sign out of all devices
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => !signOut.isPending && setOpen(next)}>
        <DialogContent
          title="Sign out of all devices?"
          description="You will be signed out everywhere, on this device too, and will need your password to sign in again."
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={signOut.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" busy={signOut.isPending} onClick={confirm}>
              Sign out everywhere
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
