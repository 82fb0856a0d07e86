import { MAX_REVIEW_PHOTOS, REVIEW_TEXT_MAX } from '@shared/reviews/review';
import { IMAGE_ACCEPT } from '@shared/uploads/image-upload';
import { TextareaField } from '@web/components/form/textarea-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiError, errorMessage } from '@web/lib/api';
import { useDraft } from '@web/lib/drafts';
import { X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSubmitReview } from '../api/submit-review';
import { useUploadReviewPhotos } from '../api/upload-review-photos';
import { StarChoice } from './star-choice';

/** A review as its draft keeps it (drafts hold text): the stars as a digit, none yet as ''. */
const NO_REVIEW = { rating: '', body: '', photos: [] as string[] };

/**
 * One delivered line's review: the stars (required), a few words and up to three photos (each
 * uploaded as chosen, checked by the server). Sent once; the panel then shows it as waiting. What
 * is chosen and typed is kept as a draft until it is sent: a reload or a dropped connection loses
 * nothing.
 */
export function ReviewForm(props: {
  reference: string;
  token: string | null;
  lineId: string;
  itemName: string;
}) {
  const draft = useDraft({ key: `review:${props.reference}:${props.lineId}` }, NO_REVIEW);
  const [review, setReview] = useState(draft.initial);
  const { body, photos } = review;
  const rating = /^[1-5]$/.test(review.rating) ? Number(review.rating) : 0;
  const { save: saveDraft } = draft;
  useEffect(() => {
    if (review !== draft.initial) saveDraft(review);
  }, [review, draft.initial, saveDraft]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitReview(props.reference);
  const upload = useUploadReviewPhotos();
  const photosId = useId();

  async function addPhotos(files: File[]) {
    const room = MAX_REVIEW_PHOTOS - photos.length;
    if (files.length === 0) return;
    if (files.length > room) {
      setErrors((current) => ({ ...current, photos: `You can add up to ${MAX_REVIEW_PHOTOS} photos.` }));
      return;
    }
    try {
      const { urls } = await upload.mutateAsync({ reference: props.reference, token: props.token, files });
      setReview((current) => ({ ...current, photos: [...current.photos, ...urls] }));
      setErrors(({ photos: _, ...rest }) => rest);
    } catch (error) {
      setErrors((current) => ({
        ...current,
        photos: errorMessage(error, 'The photos could not be uploaded.'),
      }));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      setErrors({ rating: 'Please choose from 1 to 5 stars' });
      return;
    }
    setErrors({});
    try {
      await submit.mutateAsync({
        reference: props.reference,
        token: props.token ?? undefined,
        lineId: props.lineId,
        rating,
        body,
        photoUrls: photos,
      });
      draft.clear();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors({ ...fields, form: errorMessage(error, 'Your review could not be sent. Please try again.') });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <StarChoice
        name={`rating-${props.lineId}`}
        legend={`Your rating of ${props.itemName}`}
        value={rating}
        onChange={(stars) => {
          setReview((current) => ({ ...current, rating: String(stars) }));
          setErrors(({ rating: _, ...rest }) => rest);
        }}
        error={errors.rating}
      />
      <TextareaField
        label="Your review (optional)"
        value={body}
        onChange={(event) => {
          const text = event.target.value;
          setReview((current) => ({ ...current, body: text }));
        }}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        hint="What did you like, or not? Other shoppers read it."
        error={errors.body}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={photosId} className="text-sm font-semibold text-stone-800">
          Photos (optional, up to {MAX_REVIEW_PHOTOS})
        </label>
        <input
          id={photosId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={photos.length >= MAX_REVIEW_PHOTOS || upload.isPending}
          aria-describedby={errors.photos ? `${photosId}-error` : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void addPhotos(files);
          }}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
        {upload.isPending ? <p className="text-sm text-stone-600">Uploading…</p> : null}
        {errors.photos ? (
          <p id={`${photosId}-error`} className="text-sm text-red-700">
            {errors.photos}
          </p>
        ) : null}
        {photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {photos.map((url, index) => (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={`What you added, ${index + 1} of ${photos.length}`}
                  className="size-20 rounded-md object-cover"
                />
                <button
                  type="button"
                  onClick={() =>
                    setReview((current) => ({
                      ...current,
                      photos: current.photos.filter((kept) => kept !== url),
                    }))
                  }
                  className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-stone-700 shadow ring-1 ring-stone-300"
                  aria-label={`Remove photo ${index + 1}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {errors.form ? <Alert variant="error">{errors.form}</Alert> : null}
      <div>
        <Button type="submit" busy={submit.isPending}>
          Send review
        </Button>
      </div>
    </form>
  );
}
