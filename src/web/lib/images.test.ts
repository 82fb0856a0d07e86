import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet, responsiveImage } from './images';

describe('responsive images', () => {
  it('builds the srcset of the 320/640/1024 WebP convention', () => {
    expect(imageSrcSet('/uploads/seed/electronics-3-640.webp')).toBe(
      '/uploads/seed/electronics-3-320.webp 320w, /uploads/seed/electronics-3-640.webp 640w, /uploads/seed/electronics-3-1024.webp 1024w',
    );
    expect(imageAtWidth('/uploads/a-b-1024.webp', 320)).toBe('/uploads/a-b-320.webp');
  });

  it('leaves other URLs alone', () => {
    expect(imageSrcSet('/uploads/photo.jpg')).toBeUndefined();
    expect(imageSrcSet('/uploads/photo-800.webp')).toBeUndefined();
    expect(responsiveImage('/logo.png', '64px')).toMatchObject({
      src: '/logo.png',
      srcSet: undefined,
      sizes: undefined,
    });
  });

  it('loads lazily and decodes off the main thread', () => {
    expect(responsiveImage('/uploads/x-640.webp', '64px')).toMatchObject({
      sizes: '64px',
      loading: 'lazy',
      decoding: 'async',
    });
  });
});
