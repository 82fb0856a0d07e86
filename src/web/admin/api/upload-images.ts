import { API_ADMIN_UPLOAD_IMAGES } from '@shared/api-paths';
import type { ImageUploadResponse } from '@shared/uploads/image-upload';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Sends the chosen files; the server checks each by its content and answers their stored URLs. */
export function uploadImages(files: readonly File[]): Promise<ImageUploadResponse> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return api(API_ADMIN_UPLOAD_IMAGES, { method: 'POST', body });
}

export function useUploadImages() {
  return useMutation({ mutationFn: uploadImages });
}
