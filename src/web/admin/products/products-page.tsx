import { ADMIN_PRODUCT_MESSAGES, type AdminProduct } from '@shared/catalogue/admin-product';
import { COUNTRIES, PRODUCT_CATEGORIES } from '@shared/categories';
import { formatCount } from '@shared/counts';
import { formatCedis } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useDraft } from '@web/lib/use-draft';
import { Plus, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/list-admin-products';
import { AdminLayout } from '../components/admin-layout';
import { AdminList, type AdminListColumn } from '../components/admin-list';
import { BulkPricePanel } from './bulk-price-panel';
import { ProductFormPanel } from './product-form';
import { type ProductFilters, useProductFilters } from './use-product-filters';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: 'price-asc', label: 'Price, low to high' },
  { value: 'price-desc', label: 'Price, high to low' },
];

type Editing = { product: AdminProduct | null } | null;

/** Drop Shipping Products (docs/product/admin.md, "Drop-shipping products"): the table, Add, Edit, Delete and the two bulk price panels. */
export function ProductsPage() {
  const { filters, search, setFilter, setPage, clear } = useProductFilters();
  const products = useAdminProducts(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  useEffect(() => {
    if (products.isError) toast.error('Error', { description: ADMIN_PRODUCT_MESSAGES.fetchFailed });
  }, [products.isError]);

  const data = products.data;
  const filtered = Boolean(
    filters.q || filters.country || filters.category || filters.active || filters.inStock,
  );
  const actions = (product: AdminProduct) => (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => setEditing({ product })}>
        Edit
      </Button>
      <Button variant="outline" size="sm" className="text-red-700" onClick={() => setDeleting(product)}>
        Delete
      </Button>
    </div>
  );

  const columns: AdminListColumn<AdminProduct>[] = [
    {
      header: 'Product',
      width: 'w-[38%]',
      cell: (product) => (
        <div className="flex gap-3">
          <Thumbnail product={product} />
          <div className="min-w-0">
            <p className="font-bold break-words text-stone-900">{product.name}</p>
            <p className="break-words text-stone-600">{product.supplier}</p>
            <p className="text-xs text-stone-500">
              Ships in {product.shippingTime} · min. {product.minOrderQuantity}
            </p>
          </div>
        </div>
      ),
    },
    {
      header: 'Country and category',
      width: 'w-[18%]',
      cell: (product) => (
        <>
          <p className="text-stone-800">{product.country}</p>
          <p className="break-words text-stone-600">{product.category}</p>
        </>
      ),
    },
    { header: 'Price', width: 'w-[16%]', cell: (product) => <Prices product={product} /> },
    { header: 'Status', width: 'w-[12%]', cell: (product) => <Badges product={product} /> },
    {
      header: <span className="sr-only">Actions</span>,
      width: 'w-[16%]',
      cell: (product) => <div className="flex justify-end">{actions(product)}</div>,
    },
  ];

  return (
    <AdminLayout
      title="Drop Shipping Products"
      description="The drop-shipping catalogue: every product, shown or hidden. Changes reach the shop at once."
    >
      <section aria-labelledby="bulk-prices">
        <h2 id="bulk-prices" className="text-lg font-bold text-stone-900">
          Bulk price adjustment
        </h2>
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <BulkPricePanel country="China" />
          <BulkPricePanel country="USA" />
        </div>
      </section>

      <section aria-labelledby="product-list" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="product-list" className="text-lg font-bold text-stone-900">
            Products
            {data ? (
              <span className="ml-2 rounded-full bg-gold-400 px-2.5 py-0.5 align-middle text-xs font-bold text-brand-950">
                {formatCount(data.total)}
              </span>
            ) : null}
          </h2>
          <Button onClick={() => setEditing({ product: null })}>
            <Plus aria-hidden="true" />
            Add product
          </Button>
        </div>

        <FilterBar filters={filters} onFilter={setFilter} onClear={filtered ? clear : undefined} />

        <AdminList
          query={products}
          rows={data?.products}
          rowKey={(product) => product.id}
          loadingLabel="Loading products…"
          errorText={ADMIN_PRODUCT_MESSAGES.fetchFailed}
          emptyText={ADMIN_PRODUCT_MESSAGES.empty}
          dimmed={products.isPlaceholderData}
          columns={columns}
          card={(product) => (
            <>
              <div className="flex gap-3">
                <Thumbnail product={product} />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold break-words text-stone-900">{product.name}</h3>
                  <p className="text-sm break-words text-stone-600">
                    {product.supplier} · {product.country}
                  </p>
                  <p className="text-sm break-words text-stone-600">{product.category}</p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <Prices product={product} />
                <Badges product={product} />
              </div>
              <div className="mt-3 flex justify-end">{actions(product)}</div>
            </>
          )}
          pager={
            data
              ? {
                  page: filters.page,
                  pageSize: data.pageSize,
                  total: data.total,
                  onPage: setPage,
                  noun: 'products',
                }
              : undefined
          }
        />
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <DialogContent
            className="max-w-2xl"
            title={editing.product ? 'Edit product' : 'Add product'}
            description={editing.product ? editing.product.name : 'A new drop-shipping product.'}
          >
            <ProductFormPanel product={editing.product} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>

      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </AdminLayout>
  );
}

function FilterBar({
  filters,
  onFilter,
  onClear,
}: {
  filters: ProductFilters;
  onFilter: (key: Exclude<keyof ProductFilters, 'page'>, value: string) => void;
  onClear?: () => void;
}) {
  const searchId = useId();
  // The box keeps what is typed; the URL (and so the server) gets it on Search or Enter.
  const [text, setText] = useDraft(filters.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter('q', text.trim());
  };
  const select = (
    label: string,
    key: Exclude<keyof ProductFilters, 'page' | 'q'>,
    options: { value: string; label: string }[],
  ) => (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-800">
      {label}
      <select
        value={filters[key]}
        onChange={(event) => onFilter(key, event.target.value)}
        className="h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-2 text-sm text-stone-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="mt-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <form aria-label="Product search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search products
        </label>
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, description or category"
          className="h-10 min-w-0"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
        {select('Country', 'country', [
          { value: '', label: 'All countries' },
          ...COUNTRIES.map((c) => ({ value: c, label: c })),
        ])}
        {select('Category', 'category', [
          { value: '', label: 'All categories' },
          ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
        ])}
        {select('Status', 'active', [
          { value: '', label: 'Active and inactive' },
          { value: 'true', label: 'Active' },
          { value: 'false', label: 'Inactive' },
        ])}
        {select('Stock', 'inStock', [
          { value: '', label: 'Any stock' },
          { value: 'true', label: 'In stock' },
          { value: 'false', label: 'Out of stock' },
        ])}
        {select('Sort', 'sort', SORT_OPTIONS)}
      </div>
      {onClear ? (
        <Button variant="link" size="sm" className="mt-3" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

function Thumbnail({ product }: { product: AdminProduct }) {
  return (
    <FallbackImage
      src={product.imageUrl}
      fallbackSrc={PLACEHOLDER_IMAGE_URL}
      sizes="56px"
      alt=""
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
    />
  );
}

function Prices({ product }: { product: AdminProduct }) {
  return (
    <div>
      <p className="font-bold text-stone-900">{formatCedis(product.price)}</p>
      <p className="text-xs text-stone-500">
        <s>{formatCedis(product.originalPrice)}</s> · {product.discount}% off
      </p>
    </div>
  );
}

function Badges({ product }: { product: AdminProduct }) {
  const badge = (text: string, tone: string) => (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', tone)}>
      {text}
    </span>
  );
  return (
    <div className="flex flex-wrap gap-1.5">
      {product.hiddenBySuspension
        ? badge('Hidden: vendor suspended', 'bg-stone-900 text-white')
        : product.isActive
          ? badge('Active', 'bg-brand-100 text-brand-800')
          : badge('Inactive', 'bg-stone-200 text-stone-700')}
      {product.inStock
        ? badge('In stock', 'bg-emerald-100 text-emerald-800')
        : badge('Out of stock', 'bg-red-100 text-red-800')}
    </div>
  );
}

/** "Are you sure?" before a permanent removal (docs/product/admin.md, "Drop-shipping products"). */
function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      toast.success(ADMIN_PRODUCT_MESSAGES.deleted);
      onClose();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, ADMIN_PRODUCT_MESSAGES.deleteFailed, [404]) });
    }
  };
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product ? (
        <DialogContent
          title="Are you sure?"
          description={`This permanently deletes “${product.name}” from the catalogue. This cannot be undone.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" busy={remove.isPending} onClick={confirm}>
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
