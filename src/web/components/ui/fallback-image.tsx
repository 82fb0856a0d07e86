import { cn } from '@web/lib/cn';
import { responsiveImage } from '@web/lib/images';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

export interface FallbackImageProps {
  /** The image; a missing one shows `fallbackSrc`. */
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc: string;
  /** The `sizes` of the srcset (see lib/images.ts). */
  sizes: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (e.g. a grid's first row): loaded at once and first, not lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A lazy, responsive image that falls back to `fallbackSrc` when its own is missing or broken, and
 * to a neutral icon when that fails too (never an endless error loop).
 */
export function FallbackImage({
  src,
  fallbackSrc,
  sizes,
  alt,
  width,
  height,
  priority = false,
  className,
}: FallbackImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const url = [src, fallbackSrc].find(
    (candidate): candidate is string => !!candidate && !failed.has(candidate),
  );

  if (!url) {
    const frame = cn('flex items-center justify-center bg-stone-100 text-stone-400', className);
    const icon = <ImageOff className="size-8" aria-hidden="true" />;
    return alt ? (
      <span role="img" aria-label={alt} className={frame}>
        {icon}
      </span>
    ) : (
      <span className={frame}>{icon}</span>
    );
  }
  return (
    <img
      {...responsiveImage(url, sizes)}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
      key={url}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed((previous) => new Set(previous).add(url))}
      className={className}
    />
  );
}
