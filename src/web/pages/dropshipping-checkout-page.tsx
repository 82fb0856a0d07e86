import { isSampleProductId } from '@shared/catalogue/sample-product-ids';
import { Container } from '@web/components/layout/container';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { isNotFound, useProduct } from '@web/features/catalogue/api/get-product';
import { ProductMissing } from '@web/features/catalogue/components/product-missing';
import { readCheckoutChoice } from '@web/features/checkout/checkout-choice';
import { type CheckoutDetails, loadCheckout, saveCheckout } from '@web/features/checkout/checkout-storage';
import { CheckoutForm } from '@web/features/checkout/components/checkout-form';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';

const EMPTY_DETAILS: CheckoutDetails = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  landmark: '',
  gpsAddress: '',
  notes: '',
  paymentMethod: 'mobile_money',
};

/**
 * /dropshipping-checkout/:id (docs/product/cart-and-checkout.md, "The drop-shipping checkout"). The product page passes the choice
 * (quantity, colour, size) in the router state; this tab's stored copy stands in for it after a
 * reload or a return from the payment page. Without either, the shopper goes to the product page to
 * choose. A product that cannot be loaded (or a built-in sample) shows "Product not found".
 */
export function DropshippingCheckoutPage() {
  const { id = '' } = useParams();
  return <CheckoutPage key={id} productId={id} />;
}

function CheckoutPage({ productId }: { productId: string }) {
  const location = useLocation();
  const product = useProduct(productId);
  const { user, isLoading: sessionLoading } = useSession();
  useDocumentTitle('Checkout');

  const stored = useMemo(() => loadCheckout(productId), [productId]);
  const passed = useMemo(() => readCheckoutChoice(location.state), [location.state]);
  const choice = passed ?? stored.choice ?? null;

  useEffect(() => {
    if (passed) saveCheckout(productId, { choice: passed });
  }, [passed, productId]);

  const failed = product.isError && !isNotFound(product.error);
  useEffect(() => {
    if (failed)
      toast.error('Error', { id: 'product-load-failed', description: 'Failed to load product details' });
  }, [failed]);

  const productPath = `/dropshipping-product/${encodeURIComponent(productId)}`;
  if (!choice) return <Navigate to={productPath} replace />;
  if (product.isPending || sessionLoading) {
    return <Spinner label="Loading checkout…" className="min-h-dvh flex-1" />;
  }
  if (product.isError || isSampleProductId(productId)) {
    return (
      <ProductMissing
        description={
          failed
            ? 'The product could not be loaded. Check your connection and try again.'
            : 'This product is no longer available.'
        }
      >
        <Link to="/dropshipping-china" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Products
        </Link>
        {failed ? (
          <Button size="lg" busy={product.isFetching} onClick={() => void product.refetch()}>
            Try again
          </Button>
        ) : null}
      </ProductMissing>
    );
  }

  const data = product.data;
  // The colour or size of an earlier visit may no longer be offered: the shopper chooses again.
  const validChoice = {
    quantity: choice.quantity,
    selectedColor:
      choice.selectedColor && data.colors.includes(choice.selectedColor) ? choice.selectedColor : null,
    selectedSize:
      choice.selectedSize && data.sizes.includes(choice.selectedSize) ? choice.selectedSize : null,
  };
  // The shopper's draft of these details (CHECKOUT_DRAFT) goes on top, in the form.
  const initialDetails: CheckoutDetails = { ...EMPTY_DETAILS, email: user?.email || '' };

  return (
    <Container className="py-4 sm:py-8">
      {/* The choice goes back too, so the product page shows it again. */}
      <Link
        to={productPath}
        state={choice}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeft aria-hidden="true" />
        Back to Product
      </Link>
      <h1 className="mt-3 mb-5 text-2xl font-extrabold tracking-tight text-stone-900 sm:mt-4 sm:mb-6 sm:text-3xl">
        Checkout
      </h1>
      <CheckoutForm product={data} choice={validChoice} initialDetails={initialDetails} />
    </Container>
  );
}
