import { API_REVIEW_PHOTOS } from '@shared/api-paths';
import type { ReviewPhotosResponse } from '@shared/reviews/review';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/reviews/photos: the chosen photos, checked and stored; answers their addresses. */
export function uploadReviewPhotos(input: {
  reference: string;
  token: string | null;
  files: readonly File[];
}) {
  const body = new FormData();
  for (const file of input.files) body.append('photos', file, file.name);
  const query = new URLSearchParams({ reference: input.reference });
  if (input.token) query.set('token', input.token);
  return api<ReviewPhotosResponse>(`${API_REVIEW_PHOTOS}?${query}`, { method: 'POST', body });
}

export function useUploadReviewPhotos() {
  return useMutation({ mutationFn: uploadReviewPhotos });
}
