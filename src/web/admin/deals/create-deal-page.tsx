import {
  type CreateDeal,
  type CreateDealInput,
  createDealSchema,
  DEAL_ADMIN_MESSAGES,
  NEW_DEAL_DEFAULTS,
} from '@shared/deals/admin-deal';
import { DealImagesField } from '@web/components/form/images-field';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDeal } from '../api/create-deal';
import { useUploadImages } from '../api/upload-images';
import { AdminLayout } from '../components/admin-layout';
import { DealFields } from './deal-fields';

const rules = lazyZodResolver<FormValues<CreateDealInput>, CreateDeal>(async () => createDealSchema);

/** The new deal form's starting values (docs/product/admin.md, "Deals": verified, no flash sale). */
const EMPTY: FormValues<CreateDealInput> = {
  name: '',
  description: '',
  vendor: '',
  vendorLocation: '',
  category: '',
  originalPrice: '',
  discountPrice: '',
  verified: NEW_DEAL_DEFAULTS.verified,
  flashSale: NEW_DEAL_DEFAULTS.flashSale,
  imageUrls: [],
};

/** Create New Deal (docs/product/admin.md, "Deals"): the form, with Back to Dashboard; it resets after each deal. */
export function CreateDealPage() {
  const create = useCreateDeal();
  const upload = useUploadImages();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: EMPTY,
    send: create.mutateAsync,
    messages: { failureTitle: 'Error', failure: DEAL_ADMIN_MESSAGES.createFailed },
    refusals: [400, 413, 429],
    toastFieldErrors: true,
    onSuccess: () => {
      toast.success(DEAL_ADMIN_MESSAGES.created);
      form.reset(EMPTY);
    },
  });
  const [originalPrice, discountPrice, imageUrls] = form.watch([
    'originalPrice',
    'discountPrice',
    'imageUrls',
  ]);

  return (
    <AdminLayout
      title="Create New Deal"
      description="The deal appears at once on the shop's Deals page, for everyone who has it open."
    >
      <section
        aria-labelledby="create-deal-heading"
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="create-deal-heading" className="text-lg font-bold text-stone-900">
          Deal details
        </h2>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4" aria-label="Create deal">
          <DealFields
            field={field}
            originalPrice={originalPrice}
            discountPrice={discountPrice}
            vendorExtras={
              <TextField
                label="Vendor location"
                required
                autoComplete="off"
                hint="Used to check the vendor; it is not saved with the deal."
                {...field('vendorLocation')}
              />
            }
          />
          <DealImagesField
            upload={upload}
            urls={imageUrls}
            onChange={(urls) =>
              form.setValue('imageUrls', urls, { shouldValidate: form.formState.isSubmitted })
            }
            error={form.formState.errors.imageUrls?.message}
          />
          <Button type="submit" size="lg" busy={isSubmitting} className="self-stretch sm:self-start">
            {isSubmitting ? 'Creating…' : 'Create Deal'}
          </Button>
        </form>
      </section>
    </AdminLayout>
  );
}
