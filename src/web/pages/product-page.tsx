import { formatCedis, fromPesewas, toPesewas } from '@shared/money';
import { MAX_QUANTITY, MIN_QUANTITY } from '@shared/quantity';
import { HydrateInTurn } from '@web/components/layout/hydrate-in-turn';
import { Alert } from '@web/components/ui/alert';
import { QuantityStepper } from '@web/components/ui/quantity-stepper';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { AddToCartButton, InCartNote } from '@web/features/cart/components/add-to-cart-button';
import { findSampleDeal, isNotFound, useDeal } from '@web/features/deals/api/get-deal';
import { DealDetail } from '@web/features/deals/components/deal-detail';
import { DealDetailMissing } from '@web/features/deals/components/deal-detail-missing';
import { BuyNowButton } from '@web/features/orders/components/buy-now-button';
import { ListingReviews } from '@web/features/reviews/components/listing-reviews';
import { WishlistButton } from '@web/features/wishlist/components/wishlist-button';
import { useSendToSignIn } from '@web/lib/sign-in-redirect';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

/**
 * /product/:id, the deal page (docs/product/deals.md, "The deal page"). A missing deal redirects to /deals;
 * any other failure shows "Product not found". A built-in sample deal (shown on the home page when
 * there are no live deals) is shown with its actions disabled: the server knows no such deal.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  // A new deal starts afresh (quantity 1, first image).
  return <DealPage key={id} id={id} />;
}

function DealPage({ id }: { id: string }) {
  const deal = useDeal(id);
  const { user, isLoading: sessionLoading } = useSession();
  const sendToSignIn = useSendToSignIn();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  useDocumentTitle(deal.data?.name ?? 'Deal details');

  const missing = deal.isError && isNotFound(deal.error);
  const failed = deal.isError && !missing;
  useEffect(() => {
    if (failed)
      toast.error('Error', { id: 'deal-load-failed', description: 'Failed to load product details' });
  }, [failed]);
  useEffect(() => {
    if (missing)
      toast('Deal not found', { id: 'deal-missing', description: 'This deal is no longer available.' });
  }, [missing]);

  if (deal.isPending) return <Spinner label="Loading product details…" className="min-h-dvh flex-1" />;
  if (missing) return <MissingDeal />;
  if (deal.isError) {
    return <DealDetailMissing onRetry={() => void deal.refetch()} retrying={deal.isFetching} />;
  }

  const sample = findSampleDeal(id) !== undefined;
  const signedIn = user !== null;
  // A sample deal cannot be ordered; while who is signed in is read, a press waits and shows so.
  const disabled = sample;
  const waiting = sessionLoading;
  const onSignInRequired = () => sendToSignIn(`/product/${id}`);
  const { data } = deal;
  const total = fromPesewas(toPesewas(data.discountPrice) * quantity);

  return (
    <>
      <DealDetail deal={data}>
        {sample ? (
          <Alert variant="info" title="Sample deal">
            This deal is an example of what you will find here, so it cannot be ordered.{' '}
            <Link to="/deals" className="font-semibold underline underline-offset-2">
              See today's live deals
            </Link>
            .
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium text-stone-800" aria-hidden="true">
            Quantity
          </span>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            disabled={sample}
          />
          <p className="w-full text-right text-sm text-stone-600 sm:w-auto">
            Total:{' '}
            <span className="font-bold text-stone-900 tabular-nums" data-testid="deal-total">
              {formatCedis(total)}
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          <AddToCartButton
            className="flex-1"
            dealId={data.id}
            dealName={data.name}
            quantity={quantity}
            signedIn={signedIn}
            onSignInRequired={onSignInRequired}
            disabled={disabled}
            waiting={waiting}
          />
          <WishlistButton
            dealId={data.id}
            signedIn={signedIn}
            onSignInRequired={onSignInRequired}
            disabled={disabled}
            waiting={waiting}
          />
        </div>
        <InCartNote dealId={data.id} signedIn={signedIn && !sample} />
        <BuyNowButton
          className="w-full"
          deal={{ id: data.id, name: data.name, price: data.discountPrice }}
          quantity={quantity}
          signedIn={signedIn}
          onSignInRequired={onSignInRequired}
          disabled={disabled}
          waiting={waiting}
        />
      </DealDetail>
      {sample ? null : (
        // Hydrated in a task of its own, after the deal's details (ADR 076).
        <HydrateInTurn part="reviews">
          <div className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
            <ListingReviews
              kind="deal"
              id={data.id}
              rating={data.rating}
              reviews={data.reviews}
              signedIn={signedIn}
            />
          </div>
        </HydrateInTurn>
      )}
    </>
  );
}

/**
 * A missing deal goes to /deals. Said in words first: a server-rendered page (ADR 043) shows them
 * with JavaScript off, and a redirect cannot be rendered on the server.
 */
function MissingDeal() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/deals', { replace: true });
  }, [navigate]);
  return <DealDetailMissing />;
}
