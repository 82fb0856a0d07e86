import { type AdminVendor, VENDOR_ADMIN_MESSAGES } from '@shared/vendors/vendor-messages';
import {
  type VendorRejection,
  type VendorRejectionInput,
  vendorRejectionSchema,
} from '@shared/vendors/vendor-review';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useReviewVendor } from '../api/review-vendor';
import { useSetVendorStanding } from '../api/set-vendor-standing';

const rules = lazyZodResolver<VendorRejectionInput, VendorRejection>(async () => vendorRejectionSchema);

/** Verifying is final and e-mails the vendor: the dialog asks once more. */
export function VerifyVendorPanel({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const review = useReviewVendor();
  const verify = async () => {
    try {
      await review.mutateAsync({ id: vendor.id, review: { decision: 'verify' } });
      toast.success(VENDOR_ADMIN_MESSAGES.verified, {
        description: `${vendor.businessName} has been told by e-mail.`,
      });
      onDone();
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, VENDOR_ADMIN_MESSAGES.reviewFailed, [404, 409]),
      });
    }
  };
  return (
    <div className="flex flex-col gap-4 text-sm text-stone-700">
      <p>
        The vendor is told by e-mail at{' '}
        <span className="font-semibold break-all">{vendor.businessEmail}</span> and sees Verified on their
        vendor page. This cannot be undone here.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={verify} busy={review.isPending}>
          {review.isPending ? 'Verifying…' : 'Verify vendor'}
        </Button>
      </div>
    </div>
  );
}

/** Rejecting needs the reason: the vendor reads it in the e-mail and on their vendor page. */
export function RejectVendorForm({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const review = useReviewVendor();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { reason: '' },
    send: ({ reason }) => review.mutateAsync({ id: vendor.id, review: { decision: 'reject', reason } }),
    messages: { failureTitle: 'Error', failure: VENDOR_ADMIN_MESSAGES.reviewFailed },
    refusals: [404, 409],
    onSuccess: () => {
      toast.success(VENDOR_ADMIN_MESSAGES.rejected, {
        description: `${vendor.businessName} has been told by e-mail.`,
      });
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reject registration">
      <TextareaField
        label="Reason"
        rows={4}
        required
        hint="The vendor reads this in the e-mail and on their vendor page."
        {...field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" busy={isSubmitting}>
          {isSubmitting ? 'Rejecting…' : 'Reject registration'}
        </Button>
      </div>
    </form>
  );
}

/** Suspending needs the reason: the vendor reads it in the seller center and cannot list until reinstated. */
export function SuspendVendorForm({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const standing = useSetVendorStanding();
  const { field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { reason: '' },
    send: ({ reason }) => standing.mutateAsync({ id: vendor.id, standing: { action: 'suspend', reason } }),
    messages: { failureTitle: 'Error', failure: 'Failed to suspend the vendor' },
    refusals: [404, 409],
    onSuccess: () => {
      toast.success(VENDOR_ADMIN_MESSAGES.suspended, {
        description: `${vendor.businessName} cannot sell until reinstated.`,
      });
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Suspend vendor">
      <TextareaField
        label="Reason"
        rows={4}
        required
        hint="The vendor reads this in the seller center."
        {...field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          Suspend vendor
        </Button>
      </div>
    </form>
  );
}

/** Reinstating lets the vendor sell again at once. */
export function ReinstateVendorPanel({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const standing = useSetVendorStanding();
  const reinstate = async () => {
    try {
      await standing.mutateAsync({ id: vendor.id, standing: { action: 'reinstate' } });
      toast.success(VENDOR_ADMIN_MESSAGES.reinstated, {
        description: `${vendor.businessName} can sell again.`,
      });
      onDone();
    } catch (error) {
      toast.error('Error', {
        description: errorMessage(error, 'Failed to reinstate the vendor', [404, 409]),
      });
    }
  };
  return (
    <div className="flex flex-col gap-4 text-sm text-stone-700">
      <p>The vendor can list and change listings again, and sees its orders in the seller center.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={reinstate} busy={standing.isPending}>
          Reinstate vendor
        </Button>
      </div>
    </div>
  );
}
