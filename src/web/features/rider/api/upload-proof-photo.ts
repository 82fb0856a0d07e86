import { API_RIDER_PHOTOS } from '@shared/api-paths';
import type { ImageUploadResponse } from '@shared/uploads/image-upload';
import { api } from '@web/lib/api';

/** POST /api/rider/photos: the parcel at the door, when the receiver has no phone for the code. Online only. */
export async function uploadProofPhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const { urls } = await api<ImageUploadResponse>(API_RIDER_PHOTOS, { method: 'POST', body });
  return urls[0]!;
}
