import { MAX_DEAL_IMAGES } from '@shared/uploads/image-upload';
import { Button } from '@web/components/ui/button';
import { responsiveImage } from '@web/lib/images';
import { type ImageUpload, ImageUploadButton } from './image-upload-button';

export interface DealImagesFieldProps {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  error?: string;
  upload: ImageUpload;
}

function move(urls: readonly string[], from: number, to: number): string[] {
  const next = [...urls];
  const [url] = next.splice(from, 1);
  next.splice(to, 0, url!);
  return next;
}

/**
 * A deal's images (docs/product/admin.md, "Deals"): up to 6, uploaded as soon as they are chosen (the server
 * checks each by its content and stores it as WebP), removed and reordered here; the first is the
 * main image.
 */
export function DealImagesField({ urls, onChange, error, upload }: DealImagesFieldProps) {
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
      <ImageUploadButton
        room={MAX_DEAL_IMAGES - urls.length}
        max={MAX_DEAL_IMAGES}
        onUploaded={(uploaded) => onChange([...urls, ...uploaded])}
        upload={upload}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
