import { DEAL_ADMIN_MESSAGES } from '@shared/deals/admin-deal';
import { IMAGE_ACCEPT, MAX_DEAL_IMAGES } from '@shared/uploads/image-upload';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { responsiveImage } from '@web/lib/images';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { toast } from 'sonner';
import { useUploadImages } from '../api/upload-images';

export interface DealImagesFieldProps {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  error?: string;
}

function move(urls: readonly string[], from: number, to: number): string[] {
  const next = [...urls];
  const [url] = next.splice(from, 1);
  next.splice(to, 0, url!);
  return next;
}

/**
 * A deal's images (spec 2, section 5): up to 6, uploaded as soon as they are chosen (the server
 * checks each by its content and stores it as WebP), removed and reordered here; the first is the
 * main image.
 */
export function DealImagesField({ urls, onChange, error }: DealImagesFieldProps) {
  const inputId = useId();
  const upload = useUploadImages();
  const room = MAX_DEAL_IMAGES - urls.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      toast.error('Too many images', { description: `You can only upload up to ${MAX_DEAL_IMAGES} images.` });
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(files);
      onChange([...urls, ...uploaded.urls]);
    } catch (failure) {
      toast.error(DEAL_ADMIN_MESSAGES.uploadFailed, { description: errorMessage(failure) });
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-stone-800">
        Images ({urls.length} of {MAX_DEAL_IMAGES})
      </legend>
      <p className="text-sm text-stone-600">
        JPEG, PNG or WebP, 10 MB each at most. The first image is the main one.
      </p>
      {urls.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {urls.map((url, index) => (
            <li key={url} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-2">
              <img
                {...responsiveImage(url, '160px')}
                alt={`Upload ${index + 1}${index === 0 ? ', the main one' : ''}`}
                width={160}
                height={160}
                className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
              />
              <div className="flex flex-wrap gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => onChange(move(urls, index, index - 1))}
                >
                  Earlier<span className="sr-only"> image {index + 1}</span>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={index === urls.length - 1}
                  onClick={() => onChange(move(urls, index, index + 1))}
                >
                  Later<span className="sr-only"> image {index + 1}</span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-700"
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                >
                  Remove<span className="sr-only"> image {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <div>
        <label
          htmlFor={inputId}
          className={`inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-600 bg-brand-50 px-4 text-sm font-semibold text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${room === 0 || upload.isPending ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Add images'}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={room === 0 || upload.isPending}
            onChange={choose}
            className="sr-only"
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
