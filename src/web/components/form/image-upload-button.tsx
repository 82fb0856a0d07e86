import type { ImageUploadResponse } from '@shared/uploads/image-upload';
import { IMAGE_ACCEPT } from '@shared/uploads/image-upload';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';

export interface ImageUploadButtonProps {
  /** How many more images the record may have. */
  room: number;
  /** The most a record may have, for the refusal's words. */
  max: number;
  /** The stored images' URLs, in the order chosen. */
  onUploaded: (urls: string[]) => void;
  /** The upload of the area the form is in (the admin's, the seller center's): a mutation's. */
  upload: ImageUpload;
}

/** Sends files to the shop's image upload and answers their stored URLs. */
export interface ImageUpload {
  mutateAsync: (files: File[]) => Promise<ImageUploadResponse>;
  isPending: boolean;
}

const UPLOAD_FAILED = 'Failed to upload image';

/**
 * Chooses images and uploads them at once (the server checks each by its content and stores it as
 * WebP at the shop's widths): the one upload control, for deals and products, in the admin and the seller center.
 */
export function ImageUploadButton({ room, max, onUploaded, upload }: ImageUploadButtonProps) {
  const inputId = useId();
  const disabled = room <= 0 || upload.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      toast.error('Too many images', { description: `You can only upload up to ${max} images.` });
      return;
    }
    try {
      onUploaded((await upload.mutateAsync(files)).urls);
    } catch (failure) {
      toast.error(UPLOAD_FAILED, { description: errorMessage(failure) });
    }
  };

  return (
    <div>
      <label
        htmlFor={inputId}
        className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-600 bg-brand-50 px-4 text-sm font-semibold text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {upload.isPending ? 'Uploading…' : 'Add images'}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled}
          onChange={choose}
          className="sr-only"
        />
      </label>
    </div>
  );
}
