import { PLACEHOLDER_IMAGE_URL } from '@shared/samples';
import { cn } from '@web/lib/cn';
import { imageAtWidth, imageSrcSet } from '@web/lib/images';
import { type KeyboardEvent, type SyntheticEvent, useState } from 'react';

/** The main image is at most about half the page wide from 1024 px, the full width below. */
const MAIN_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 46vw, 92vw';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE_URL)) return;
  image.srcset = '';
  image.src = PLACEHOLDER_IMAGE_URL;
}

export interface DealGalleryProps {
  images: readonly string[];
  name: string;
}

/**
 * The deal's images: clicking the main image shows the next one and wraps around (spec 2); the
 * thumbnails pick one; the arrow keys step through them on the main image.
 */
export function DealGallery({ images, name }: DealGalleryProps) {
  const urls = images.length > 0 ? images : [PLACEHOLDER_IMAGE_URL];
  const count = urls.length;
  const [index, setIndex] = useState(0);
  const current = urls[index % count]!;
  const step = (by: number) => setIndex((value) => (value + by + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const mainImage = (
    <img
      key={current}
      src={current}
      srcSet={imageSrcSet(current)}
      sizes={imageSrcSet(current) ? MAIN_SIZES : undefined}
      alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
      width={640}
      height={640}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding="async"
      onError={showPlaceholder}
      className="size-full object-cover"
    />
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {count > 1 ? (
          <button
            type="button"
            onClick={() => step(1)}
            onKeyDown={onKeyDown}
            aria-label={`Next image (showing ${index + 1} of ${count})`}
            className="block size-full"
          >
            {mainImage}
          </button>
        ) : (
          mainImage
        )}
        {count > 1 ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {index + 1} / {count}
          </span>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label="Images">
          {urls.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
                  position === index ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
                )}
              >
                <img
                  src={imageAtWidth(url, 320)}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  onError={showPlaceholder}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
