import type { PublicReview } from '@shared/reviews/review';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { useSendToSignIn } from '@web/lib/sign-in-redirect';
import { toast } from '@web/lib/toast';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useVoteHelpful } from '../api/vote-helpful';
import { helpfulText } from './review-item';

/** "Helpful": one vote per signed-in shopper; a guest is sent to sign in first. */
export function HelpfulButton({ review, signedIn }: { review: PublicReview; signedIn: boolean }) {
  const vote = useVoteHelpful();
  const sendToSignIn = useSendToSignIn();
  const [count, setCount] = useState<number | null>(null);
  const shown = count ?? review.helpfulCount;
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-stone-600">
      <span>{helpfulText(shown)}</span>
      {count === null ? (
        <Button
          variant="outline"
          size="sm"
          busy={vote.isPending}
          onClick={() => {
            if (!signedIn) {
              sendToSignIn();
              return;
            }
            vote.mutate(review.id, {
              onSuccess: (answer) => setCount(answer.helpfulCount),
              onError: (error) => toast.error(errorMessage(error, 'Your vote could not be counted.')),
            });
          }}
        >
          <ThumbsUp className="size-4" aria-hidden="true" />
          Helpful
        </Button>
      ) : (
        <span className="font-semibold text-brand-800">Thank you for your vote</span>
      )}
    </div>
  );
}
