import type { Product } from '@shared/catalogue/product';
import { missingChoice } from '@shared/catalogue/product-choice';
import { isSampleProductId } from '@shared/catalogue/sample-product-ids';
import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import { HydrateInTurn } from '@web/components/layout/hydrate-in-turn';
import { Alert } from '@web/components/ui/alert';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ChoiceChips } from '@web/components/ui/choice-chips';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { isNotFound, useProduct } from '@web/features/catalogue/api/get-product';
import { ProductDetail } from '@web/features/catalogue/components/product-detail';
import { GoBackButton, ProductMissing } from '@web/features/catalogue/components/product-missing';
import { ProductQuantity } from '@web/features/catalogue/components/product-quantity';
import { SimilarProducts } from '@web/features/catalogue/components/similar-products';
import {
  type CheckoutChoice,
  checkoutPath,
  readCheckoutChoice,
} from '@web/features/checkout/checkout-choice';
import { ListingReviews } from '@web/features/reviews/components/listing-reviews';
import { checkedBeforeHydration } from '@web/lib/kept-before-hydration';
import { revealField } from '@web/lib/reveal-field';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useGoBack } from '@web/lib/use-go-back';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** Buy Now without a colour or size the product has (docs/product/catalogue.md, "The product page"). */
const BUY_NOW_MESSAGES = {
  selectColorTitle: 'Select color',
  selectColor: 'Please choose a color before continuing',
  selectSizeTitle: 'Select size',
  selectSize: 'Please choose a size before continuing',
} as const;

const PRODUCTS_PATH = '/dropshipping';

/**
 * /dropshipping-product/:id (docs/product/catalogue.md, "The product page"). A missing product shows "Product
 * not found" with "Go Back"; a failed load says "Failed to load product details" as well. A
 * built-in sample product (shown by the catalogue when its list fails) is shown but cannot be bought.
 */
export function DropshippingProductPage() {
  const { id = '' } = useParams();
  // Another product starts afresh (its own minimum, no colour or size, first image).
  return <ProductPage key={id} id={id} />;
}

function ProductPage({ id }: { id: string }) {
  const product = useProduct(id);
  const { user } = useSession();
  const goBack = useGoBack(PRODUCTS_PATH);
  useDocumentTitle(product.data?.name ?? (product.isError ? 'Product not found' : 'Product details'));

  const failed = product.isError && !isNotFound(product.error);
  useEffect(() => {
    if (failed)
      toast.error('Error', { id: 'product-load-failed', description: 'Failed to load product details' });
  }, [failed]);

  if (product.isPending) return <Spinner label="Loading product details…" className="min-h-dvh flex-1" />;
  if (product.isError) {
    return (
      <ProductMissing
        description={
          failed
            ? 'The product could not be loaded. Check your connection and try again.'
            : 'This product does not exist or is no longer available.'
        }
      >
        <GoBackButton onClick={goBack} />
        {failed ? (
          <Button size="lg" busy={product.isFetching} onClick={() => void product.refetch()}>
            Try again
          </Button>
        ) : null}
      </ProductMissing>
    );
  }

  return (
    <>
      <ProductDetail product={product.data} onBack={goBack}>
        <PurchaseControls product={product.data} sample={isSampleProductId(id)} />
      </ProductDetail>
      {/* Hydrated in a task of its own, after the product's details (ADR 076). */}
      <HydrateInTurn part="reviews">
        <div className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
          {isSampleProductId(id) ? null : (
            <ListingReviews
              kind="dropshipping"
              id={id}
              rating={product.data.rating}
              reviews={product.data.reviews}
              signedIn={user !== null}
            />
          )}
          <SimilarProducts productId={id} />
        </div>
      </HydrateInTurn>
    </>
  );
}

/**
 * Colour, size, quantity, the running total and Buy Now. The quantity starts at the product's
 * minimum and never goes below it. Coming back from the checkout ("Back to Product"), the choice made
 * before is shown again.
 */
function PurchaseControls({ product, sample }: { product: Product; sample: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => readCheckoutChoice(location.state));
  const min = Math.max(1, product.minOrderQuantity);
  const [quantity, setQuantity] = useState(() => Math.max(min, initial?.quantity ?? min));
  const [color, setColor] = useState(() => keepIfOffered(initial?.selectedColor, product.colors));
  const [size, setSize] = useState(() => keepIfOffered(initial?.selectedSize, product.sizes));
  const [errors, setErrors] = useState<{ color?: string; size?: string }>({});
  const controlsRef = useRef<HTMLDivElement>(null);
  // A colour or size chosen before the page hydrated (native radio buttons) counts once it has.
  useLayoutEffect(() => {
    const root = controlsRef.current;
    const keptColor = checkedBeforeHydration(root, 'color');
    const keptSize = checkedBeforeHydration(root, 'size');
    if (keptColor) setColor(keptColor);
    if (keptSize) setSize(keptSize);
  }, []);
  const total = fromPesewas(toPesewas(product.price) * quantity);

  const focusGroup = (name: string) =>
    revealField(controlsRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`));

  const buyNow = () => {
    const missing = missingChoice(product, { selectedColor: color, selectedSize: size });
    if (missing === 'color') {
      setErrors({ color: BUY_NOW_MESSAGES.selectColor });
      toast.error(BUY_NOW_MESSAGES.selectColorTitle, { description: BUY_NOW_MESSAGES.selectColor });
      focusGroup('color');
      return;
    }
    if (missing === 'size') {
      setErrors({ size: BUY_NOW_MESSAGES.selectSize });
      toast.error(BUY_NOW_MESSAGES.selectSizeTitle, { description: BUY_NOW_MESSAGES.selectSize });
      focusGroup('size');
      return;
    }
    const choice: CheckoutChoice = { quantity, selectedColor: color, selectedSize: size };
    void navigate(checkoutPath(product.id), { state: choice });
  };

  return (
    <div ref={controlsRef} className="flex flex-col gap-5">
      {sample ? (
        <Alert variant="info" title="Sample product">
          This product is an example of what the catalogue offers, so it cannot be ordered.
        </Alert>
      ) : null}
      {product.colors.length > 0 ? (
        <ChoiceChips
          legend="Color"
          name="color"
          options={product.colors}
          value={color}
          onChange={(value) => {
            setColor(value);
            setErrors((current) => ({ ...current, color: undefined }));
          }}
          error={errors.color}
        />
      ) : null}
      {product.sizes.length > 0 ? (
        <ChoiceChips
          legend="Size"
          name="size"
          options={product.sizes}
          value={size}
          onChange={(value) => {
            setSize(value);
            setErrors((current) => ({ ...current, size: undefined }));
          }}
          error={errors.size}
        />
      ) : null}
      <ProductQuantity value={quantity} onChange={setQuantity} min={min} disabled={!product.inStock} />
      <div className="flex flex-col gap-3 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600">
          Total:{' '}
          <span className="text-xl font-extrabold text-stone-900 tabular-nums" data-testid="product-total">
            {formatCedis(total)}
          </span>
        </p>
        {product.inStock ? (
          <BuyNowButton sample={sample} onPress={buyNow} />
        ) : (
          <Button size="lg" variant="secondary" className="w-full sm:w-auto sm:min-w-48" disabled>
            Out of Stock
          </Button>
        )}
      </div>
    </div>
  );
}

/** Buy Now; pressed before the page hydrated, it is carried out once it has. */
function BuyNowButton({ sample, onPress }: { sample: boolean; onPress: () => void }) {
  const button = (
    <Button size="lg" className="w-full sm:w-auto sm:min-w-48" onClick={onPress} disabled={sample}>
      <ShoppingBag aria-hidden="true" />
      Buy Now
    </Button>
  );
  return (
    <PressBeforeHydration
      disabled={sample}
      className={buttonVariants({ size: 'lg' })}
      wrapperClassName="w-full sm:w-auto sm:min-w-48"
      label={
        <>
          <ShoppingBag aria-hidden="true" />
          Buy Now
        </>
      }
      onPress={onPress}
    >
      {button}
    </PressBeforeHydration>
  );
}

function keepIfOffered(value: string | null | undefined, offered: readonly string[]): string | null {
  return value && offered.includes(value) ? value : null;
}
