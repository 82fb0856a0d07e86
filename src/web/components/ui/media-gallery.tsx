import { cn } from '@web/lib/cn';
import { imageAtWidth, imageSrcSet } from '@web/lib/images';
import { Play } from 'lucide-react';
import { type KeyboardEvent, type SyntheticEvent, useState } from 'react';
import { PressBeforeHydration } from './before-hydration';

const thumbClass = (current: boolean) =>
  cn(
    'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-white transition-colors',
    current ? 'border-brand-600' : 'border-transparent hover:border-stone-300',
  );

/** The main media is at most about half the page wide from 1024 px, the full width below. */
const MAIN_SIZES = '(min-width: 1280px) 608px, (min-width: 1024px) 46vw, 92vw';

type Media = { kind: 'video'; url: string } | { kind: 'image'; url: string };

/** How the gallery speaks of its items (the deal and the product pages' wording differ). */
const WORDING = {
  images: { next: 'image', list: 'Images', columns: 'sm:grid-cols-6' },
  media: { next: 'media', list: 'Photos and video', columns: 'sm:grid-cols-8' },
} as const;

export interface MediaGalleryProps {
  images: readonly string[];
  /** Shown first when there is one; a video that fails to load leaves the gallery. */
  videoUrl?: string | null;
  /** The item's name, in each image's alternative text. */
  name: string;
  /** Shown when there is no image, and in place of an image that fails to load. */
  fallbackSrc: string;
  /**
   * 'images': "Next image", the thumbnails listed as "Images", a lone image named after the item.
   * 'media': "Next media", the thumbnails listed as "Photos and video", every item named with its
   * kind ("…, image").
   */
  wording: keyof typeof WORDING;
}

/**
 * An item's images (and video): clicking the main one shows the next and wraps around; the
 * thumbnails (shown when there is more than one) pick one; the arrow keys step on the main one.
 * When a video fails, the first image takes its place.
 */
export function MediaGallery({ images, videoUrl, name, fallbackSrc, wording }: MediaGalleryProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const words = WORDING[wording];

  const imageUrls = images.length > 0 ? images : [fallbackSrc];
  const media: Media[] = [
    ...(videoUrl && !videoFailed ? [{ kind: 'video' as const, url: videoUrl }] : []),
    ...imageUrls.map((url) => ({ kind: 'image' as const, url })),
  ];
  const count = media.length;
  const position = index % count;
  const current = media[position]!;
  const poster = imageUrls[0]!;
  const step = (by: number) => setIndex((value) => (value + by + count) % count);

  const showFallback = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (image.src.endsWith(fallbackSrc)) return;
    image.srcset = '';
    image.src = fallbackSrc;
  };

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

  const label = (item: Media, at: number) => {
    const of = count > 1 ? ` ${at + 1} of ${count}` : '';
    if (wording === 'images' && count === 1) return name;
    return `${name}, ${item.kind}${of}`;
  };

  const thumb = (item: Media) => (
    <>
      <img
        src={imageAtWidth(item.kind === 'video' ? poster : item.url, 320)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={showFallback}
        className="size-full object-cover"
      />
      {item.kind === 'video' ? (
        <span className="absolute inset-0 flex items-center justify-center bg-stone-950/35 text-white">
          <Play className="size-5 fill-current" aria-hidden="true" />
        </span>
      ) : null}
    </>
  );

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
        onError={showFallback}
        className="size-full object-cover"
      />
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl border border-stone-200 bg-white">
        {count > 1 ? (
          // Server-rendered (ADR 043): pressed before the page's scripts, it steps once they have run.
          <PressBeforeHydration
            className="block size-full"
            wrapperClassName="size-full"
            aria-label={`Next ${words.next} (showing ${position + 1} of ${count})`}
            label={main}
            overlay
            onPress={() => step(1)}
          >
            <button
              type="button"
              onClick={() => step(1)}
              onKeyDown={onKeyDown}
              aria-label={`Next ${words.next} (showing ${position + 1} of ${count})`}
              className="block size-full"
            >
              {main}
            </button>
          </PressBeforeHydration>
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
        <ul className={cn('grid grid-cols-5 gap-2', words.columns)} aria-label={words.list}>
          {media.map((item, at) => (
            <li key={`${item.kind}:${item.url}`}>
              <PressBeforeHydration
                className={thumbClass(at === position)}
                wrapperClassName="w-full"
                aria-label={`Show ${item.kind} ${at + 1} of ${count}`}
                label={thumb(item)}
                overlay
                onPress={() => setIndex(at)}
              >
                <button
                  type="button"
                  onClick={() => setIndex(at)}
                  aria-label={`Show ${item.kind} ${at + 1} of ${count}`}
                  aria-current={at === position ? 'true' : undefined}
                  className={thumbClass(at === position)}
                >
                  {thumb(item)}
                </button>
              </PressBeforeHydration>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
