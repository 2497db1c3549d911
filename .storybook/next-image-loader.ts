import type { ImageLoaderProps } from 'next/image';
import contentImageLoader from '../lib/content/image-loader';
import { scopedImageUrl } from './image-scope';

/**
 * Storybook's next/image mock asks `sb-original/default-loader` for its
 * loader; main.ts points that here: the site's own (next.config.ts
 * `images.loaderFile`), so stories request the same Images API URLs as pages.
 */
export function defaultLoader(props: ImageLoaderProps): string {
  return scopedImageUrl(contentImageLoader(props));
}
