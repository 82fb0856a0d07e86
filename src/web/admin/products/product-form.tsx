import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  NEW_PRODUCT_DEFAULTS,
  type ProductForm,
  type ProductFormInput,
  productFormSchema,
} from '@shared/catalogue/admin-product';
import { discountPercent } from '@shared/money';
import { CheckboxField } from '@web/components/form/checkbox-field';
import {
  MinimumOrderField,
  ProductCategoryField,
  ProductCountryField,
  ProductFields,
  ShippingTimeField,
} from '@web/components/form/product-fields';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { type FormValues, useSchemaForm } from '@web/lib/use-schema-form';
import { useSaveProduct } from '../api/save-product';
import { useUploadImages } from '../api/upload-images';

type Values = FormValues<ProductFormInput>;

// The admin area is its own chunk: its schemas load with it.
const rules = lazyZodResolver<Values, ProductForm>(async () => productFormSchema);

/** The form's values: a new product's defaults for Add (docs/product/admin.md, "Drop-shipping products"), the product's own for Edit. */
function initialValues(product: AdminProduct | null): Values {
  if (!product) {
    return {
      name: '',
      description: '',
      price: '',
      originalPrice: '',
      imageUrls: '',
      videoUrl: '',
      supplier: '',
      country: NEW_PRODUCT_DEFAULTS.country,
      category: '',
      shippingTime: '',
      inStock: NEW_PRODUCT_DEFAULTS.inStock,
      minOrderQuantity: NEW_PRODUCT_DEFAULTS.minOrderQuantity,
      isActive: NEW_PRODUCT_DEFAULTS.isActive,
      colors: '',
      sizes: '',
    };
  }
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    imageUrls: product.images.join(', '),
    videoUrl: product.videoUrl ?? '',
    supplier: product.supplier,
    country: product.country,
    category: product.category,
    shippingTime: product.shippingTime,
    inStock: product.inStock,
    minOrderQuantity: String(product.minOrderQuantity),
    isActive: product.isActive,
    colors: product.colors.join(', '),
    sizes: product.sizes.join(', '),
  };
}

/** The discount the server will store, shown while typing (the shared rule; blank until both prices read). */
function discountPreview(original: string, sale: string): string {
  try {
    return `${discountPercent(original, sale)}%`;
  } catch {
    return '—';
  }
}

/**
 * The Add and Edit panel (docs/product/admin.md, "Drop-shipping products"). Lists are typed comma-separated; the
 * server trims them and drops empty entries with the same schema. After a save the panel closes
 * and the list reloads.
 */
export function ProductFormPanel({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const upload = useUploadImages();
  const save = useSaveProduct();
  const adding = product === null;
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: initialValues(product),
    send: (input) => save.mutateAsync({ id: product?.id ?? null, input }),
    messages: {
      failureTitle: 'Error',
      failure: adding ? ADMIN_PRODUCT_MESSAGES.addFailed : ADMIN_PRODUCT_MESSAGES.updateFailed,
    },
    refusals: [404, 429],
    onSuccess: () => {
      toast.success(adding ? ADMIN_PRODUCT_MESSAGES.added : ADMIN_PRODUCT_MESSAGES.updated);
      onDone();
    },
  });
  const [originalPrice, price] = form.watch(['originalPrice', 'price']);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={adding ? 'Add product' : 'Edit product'}
    >
      <ProductFields
        field={field}
        descriptionRows={3}
        pricePlaceholder="0.00"
        discountBeside
        discount={
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-stone-800">Discount</span>
            <output className="flex h-11 items-center rounded-lg bg-stone-100 px-3 text-sm font-semibold text-stone-800">
              {discountPreview(originalPrice, price)}
            </output>
            <span className="text-xs text-stone-500">Computed from the two prices.</span>
          </div>
        }
        imagesHint="Direct links to .jpg, .png, .webp or .gif files."
        videoHint="Optional. A direct link to an .mp4 or .webm file; it is shown in place of the main image."
        form={form}
        upload={upload}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Supplier" required autoComplete="off" {...field('supplier')} />
        <ShippingTimeField {...field('shippingTime')} />
        <ProductCountryField label="Country" {...field('country')} />
        <ProductCategoryField {...field('category')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <MinimumOrderField {...field('minOrderQuantity')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Colours"
          autoComplete="off"
          hint="Separated by commas, e.g. Black, White"
          {...field('colors')}
        />
        <TextField
          label="Sizes"
          autoComplete="off"
          hint="Separated by commas, e.g. S, M, L"
          {...field('sizes')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField label="In stock" {...field('inStock')} />
        <CheckboxField label="Active" description="Shown in the shop." {...field('isActive')} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving…' : adding ? 'Add product' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
