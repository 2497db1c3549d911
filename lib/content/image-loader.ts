import type { ImageLoaderProps } from 'next/image';

/**
 * next/image's loader for content images (`images.loaderFile`): the content
 * service's Images API (Contentful's, or the embedded one at
 * /content/images/...) resizes and encodes, so the browser's srcset asks it
 * for each width in WEBP, keeping the crop the query chose (`w` x `h`, `fit`).
 * A URL without size parameters gets only the width; none is upscaled past
 * the crop's own width.
 */
export default function contentImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const absolute = /^https?:\/\//.test(src);
  const url = new URL(src, 'http://loader.invalid');
  const params = url.searchParams;
  const baseWidth = Number(params.get('w'));
  const baseHeight = Number(params.get('h'));
  // Never wider than the crop the query chose: the service would only upscale it.
  const chosen = baseWidth > 0 ? Math.min(width, baseWidth) : width;
  params.set('w', String(chosen));
  if (baseWidth > 0 && baseHeight > 0) params.set('h', String(Math.round((chosen * baseHeight) / baseWidth)));
  params.set('fm', 'webp');
  params.set('q', String(quality ?? 75));
  return absolute ? url.toString() : `${url.pathname}?${params.toString()}`;
}
