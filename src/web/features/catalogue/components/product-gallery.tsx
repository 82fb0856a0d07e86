import { PLACEHOLDER_IMAGE_URL } from '@shared/samples';
import { cn } from '@web/lib/cn';
import { imageAtWidth, imageSrcSet } from '@web/lib/images';
import { Play } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useState } from 'react';

/** Spec 1, section 9: up to 7 images plus 1 video. */
export const MAX_GALLERY_IMAGES = 7;

/** The main media is at most about half the page wide from 1024 px, the full width below. */
const MAIN_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 46vw, 92vw';

type Media = { kind: 'video'; url: string } | { kind: 'image'; url: string };

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE_URL)) return;
  image.srcset = '';
  image.src = PLACEHOLDER_IMAGE_URL;
}

export interface ProductGalleryProps {
  images: readonly string[];
  videoUrl: string | null;
  name: string;
}

/**
 * The product's media (spec 1, "Drop-shipping product page"): the video first when there is one,
 * then up to 7 images. Clicking the main media shows the next one and wraps around; the thumbnails
 * (shown when there is more than one) pick one; the arrow keys step on the main media. A video that
 * fails to load leaves the gallery, so the first image takes its place.
 */
export function ProductGallery({ images, videoUrl, name }: ProductGalleryProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const [index, setIndex] = useState(0);

  const imageUrls = images.length > 0 ? images.slice(0, MAX_GALLERY_IMAGES) : [PLACEHOLDER_IMAGE_URL];
  const media: Media[] = [
    ...(videoUrl && !videoFailed ? [{ kind: 'video' as const, url: videoUrl }] : []),
    ...imageUrls.map((url) => ({ kind: 'image' as const, url })),
  ];
  const count = media.length;
  const position = index % count;
  const current = media[position]!;
  const poster = imageUrls[0]!;
  const step = (by: number) => setIndex((value) => (value + by + count) % count);

  const onVideoError = () => {
    setVideoFailed(true);
    // The items after the video move up one place: keep showing the same one.
    setIndex((value) => Math.max(0, value - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const label = (item: Media, at: number) =>
    `${name}, ${item.kind === 'video' ? 'video' : 'image'}${count > 1 ? ` ${at + 1} of ${count}` : ''}`;

  const main =
    current.kind === 'video' ? (
      <video
        key={current.url}
        src={current.url}
        poster={imageAtWidth(poster, 640)}
        aria-label={label(current, position)}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        onError={onVideoError}
        className="size-full object-cover"
      />
    ) : (
      <img
        key={current.url}
        src={current.url}
        srcSet={imageSrcSet(current.url)}
        sizes={imageSrcSet(current.url) ? MAIN_SIZES : undefined}
        alt={label(current, position)}
        width={640}
        height={640}
        fetchPriority={position === 0 ? 'high' : 'auto'}
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
            aria-label={`Next media (showing ${position + 1} of ${count})`}
            className="block size-full"
          >
            {main}
          </button>
        ) : (
          main
        )}
        {count > 1 ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-stone-950/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {position + 1} / {count}
          </span>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-8" aria-label="Photos and video">
          {media.map((item, at) => (
            <li key={`${item.kind}:${item.url}`}>
              <button
                type="button"
                onClick={() => setIndex(at)}
                aria-label={`Show ${item.kind === 'video' ? 'video' : 'image'} ${at + 1} of ${count}`}
                aria-current={at === position ? 'true' : undefined}
                className={cn(
                  'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
                  at === position ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
                )}
              >
                <img
                  src={imageAtWidth(item.kind === 'video' ? poster : item.url, 320)}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  onError={showPlaceholder}
                  className="size-full object-cover"
                />
                {item.kind === 'video' ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-stone-950/35 text-white">
                    <Play className="size-5 fill-current" aria-hidden="true" />
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
