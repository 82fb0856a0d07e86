import { IMAGE_WIDTHS } from '@shared/uploads/image-upload';

const SIZED_WEBP = /^(.*)-(320|640|1024)\.webp$/;

/** The `srcset` for an image that follows the naming convention; undefined for any other URL. */
export function imageSrcSet(url: string): string | undefined {
  const match = SIZED_WEBP.exec(url);
  if (!match) return undefined;
  const base = match[1];
  return IMAGE_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}

/** The URL of the same image at another width (the URL itself when it does not follow the convention). */
export function imageAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  const match = SIZED_WEBP.exec(url);
  return match ? `${match[1]}-${width}.webp` : url;
}

/** The attributes of a responsive, lazily decoded <img>. */
export function responsiveImage(url: string, sizes: string) {
  const srcSet = imageSrcSet(url);
  return {
    src: url,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    loading: 'lazy' as const,
    decoding: 'async' as const,
  };
}
