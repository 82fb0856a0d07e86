import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useOrderReviews } from '../api/get-order-reviews';
import { ReviewForm } from './review-form';

/**
 * The order page's "Rate your items" (docs/decisions/070): each delivered line may be rated once,
 * by its owner signed in or through the order's link (the invitation's SMS and e-mail). Shown once
 * a line has been delivered.
 */
export function OrderReviews({ reference, token }: { reference: string; token: string | null }) {
  const lines = useOrderReviews(reference, token);
  const { hash } = useLocation();
  const shown = !!lines.data?.some((line) => line.delivered || line.review);
  // The invitation's link ends in #reviews: the panel arrives after the page, so it is brought into
  // view once it is there.
  useEffect(() => {
    if (shown && hash === '#reviews') document.getElementById('reviews')?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (!shown || !lines.data) return null;
  return (
    <section id="reviews" aria-labelledby="order-reviews-heading" className="mt-8 scroll-mt-24">
      <h2 id="order-reviews-heading" className="mb-4 text-xl font-bold text-stone-900">
        Rate your items
      </h2>
      <ul className="flex flex-col gap-4">
        {lines.data.map((line) => (
          <li key={line.lineId}>
            <Card className="p-4 sm:p-6">
              <h3 className="mb-3 font-semibold text-stone-900">{line.name}</h3>
              {line.review ? (
                <Alert variant={line.review.status === 'rejected' ? 'info' : 'success'}>
                  {`You rated it ${line.review.rating} out of 5. ${
                    line.review.status === 'pending'
                      ? 'Thank you! Your review will appear once we have checked it.'
                      : line.review.status === 'approved'
                        ? 'Thank you! Your review is published.'
                        : 'Your review was not published.'
                  }`}
                </Alert>
              ) : line.delivered ? (
                <ReviewForm reference={reference} token={token} lineId={line.lineId} itemName={line.name} />
              ) : (
                <p className="text-sm text-stone-600">You can rate it once it has been delivered.</p>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
