import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';

/** The confirmation before every session of the account ends. */
export function SignOutEverywhereDialog({
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title="Sign out of all devices?"
        description="You will be signed out everywhere, on this device too, and will need your password to sign in again."
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" busy={pending} onClick={onConfirm}>
            Sign out everywhere
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
