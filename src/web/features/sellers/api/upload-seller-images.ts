import { API_SELLER_UPLOAD_IMAGES } from '@shared/api-paths';
import type { ImageUploadResponse } from '@shared/uploads/image-upload';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** Sends a listing's chosen images; the server checks each by its content and answers their stored URLs. */
export function uploadSellerImages(files: readonly File[]): Promise<ImageUploadResponse> {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return api(API_SELLER_UPLOAD_IMAGES, { method: 'POST', body });
}

export function useUploadSellerImages() {
  return useMutation({ mutationFn: uploadSellerImages });
}
