import {
  DEAL_ADMIN_MESSAGES,
  type UpdateDeal,
  type UpdateDealInput,
  updateDealSchema,
} from '@shared/deals/admin-deal';
import type { Deal } from '@shared/deals/deal';
import { DealImagesField } from '@web/components/form/images-field';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateDeal } from '../api/update-deal';
import { useUploadImages } from '../api/upload-images';
import { DealFields } from './deal-fields';

const rules = lazyZodResolver<FormValues<UpdateDealInput>, UpdateDeal>(async () => updateDealSchema);

/**
 * The Edit Deal modal's form (docs/product/admin.md, "Deals"): it edits a copy of the deal; Save updates and
 * closes, Cancel or X discards the copy.
 */
export function EditDealForm({ deal, onDone }: { deal: Deal; onDone: () => void }) {
  const update = useUpdateDeal();
  const upload = useUploadImages();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: {
      name: deal.name,
      description: deal.description,
      vendor: deal.vendor,
      category: deal.category,
      originalPrice: deal.originalPrice,
      discountPrice: deal.discountPrice,
      verified: deal.verified,
      flashSale: deal.flashSale,
      imageUrls: [...deal.imageUrls],
    },
    send: (input) => update.mutateAsync({ id: deal.id, input }),
    messages: { failureTitle: 'Error', failure: DEAL_ADMIN_MESSAGES.updateFailed },
    refusals: [400, 404, 413, 429],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(DEAL_ADMIN_MESSAGES.updated);
      onDone();
    },
  });
  const [originalPrice, discountPrice, imageUrls] = form.watch([
    'originalPrice',
    'discountPrice',
    'imageUrls',
  ]);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit deal">
      <DealFields
        field={field}
        originalPrice={originalPrice}
        discountPrice={discountPrice}
        currentCategory={deal.category}
      />
      <DealImagesField
        upload={upload}
        urls={imageUrls}
        onChange={(urls) => form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted })}
        error={form.formState.errors.imageUrls?.message}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
