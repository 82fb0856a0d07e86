import { LazyPart } from '@web/components/layout/lazy-part';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { lazyComponent } from '@web/lib/load-chunk';
import { toast } from '@web/lib/toast';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

// The confirmation (Radix's dialog) loads when first asked for, or when the button is pointed at.
const loadDialog = () => import('./sign-out-everywhere-dialog');
const SignOutEverywhereDialog = lazyComponent(loadDialog, 'SignOutEverywhereDialog');
const preload = () => void loadDialog();

/**
 * "Sign out of all devices" on /account, after a confirmation: every session ends, this one too
 * (the page then sends the shopper to sign in).
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  // Once loaded, the dialog stays mounted: closed, it animates out instead of vanishing.
  const [requested, setRequested] = useState(false);
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
        <Button
          variant="outline"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <LogOut aria-hidden="true" />
          Sign out of all devices
        </Button>
      </div>
      {requested ? (
        <LazyPart>
          <SignOutEverywhereDialog
            open={open}
            pending={signOut.isPending}
            onOpenChange={setOpen}
            onConfirm={confirm}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
